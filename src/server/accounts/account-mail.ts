/** The texts of the account mails. English only: the link leads to the app, which speaks the user's language. */

function expiry(lifetimeMinutes: number): string {
  if (lifetimeMinutes % (24 * 60) === 0) {
    const days = lifetimeMinutes / (24 * 60);
    return days === 1 ? '1 day' : `${days} days`;
  }
  if (lifetimeMinutes % 60 === 0) {
    const hours = lifetimeMinutes / 60;
    return hours === 1 ? '1 hour' : `${hours} hours`;
  }
  return lifetimeMinutes === 1 ? '1 minute' : `${lifetimeMinutes} minutes`;
}

export function invitationMail(input: { username: string; link: string; lifetimeMinutes: number }) {
  return {
    subject: 'Your Warehouse account is ready',
    text: [
      'Hello,',
      '',
      `An account was created for you in Warehouse. Your username is: ${input.username}`,
      '',
      'Open this link to choose your password:',
      input.link,
      '',
      `The link works once and for ${expiry(input.lifetimeMinutes)}. If it has expired, ask your administrator for a new invitation.`,
    ].join('\n'),
  };
}

export function passwordResetMail(input: { username: string; link: string; lifetimeMinutes: number }) {
  return {
    subject: 'Reset your Warehouse password',
    text: [
      'Hello,',
      '',
      `Someone asked to reset the password of the Warehouse account ${input.username}.`,
      '',
      'Open this link to choose a new password:',
      input.link,
      '',
      `The link works once and for ${expiry(input.lifetimeMinutes)}. Setting a new password signs the account out everywhere.`,
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
