import type { Locale } from '../../domain/locale';

/**
 * The texts of the account mails, in the language of the request that sends them (the web app sends
 * its active language as Accept-Language): the user's own for a password reset, the inviting
 * admin's for an invitation.
 */
interface MailInput {
  username: string;
  link: string;
  lifetimeMinutes: number;
  locale: Locale;
}

const UNITS = {
  en: { day: ['day', 'days'], hour: ['hour', 'hours'], minute: ['minute', 'minutes'] },
  es: { day: ['día', 'días'], hour: ['hora', 'horas'], minute: ['minuto', 'minutos'] },
} as const;

function expiry(lifetimeMinutes: number, locale: Locale): string {
  const [count, unit] =
    lifetimeMinutes % (24 * 60) === 0 ? [lifetimeMinutes / (24 * 60), 'day' as const] : lifetimeMinutes % 60 === 0 ? [lifetimeMinutes / 60, 'hour' as const] : [lifetimeMinutes, 'minute' as const];
  return `${count} ${UNITS[locale][unit][count === 1 ? 0 : 1]}`;
}

export function invitationMail({ username, link, lifetimeMinutes, locale }: MailInput) {
  const time = expiry(lifetimeMinutes, locale);
  if (locale === 'es') {
    return {
      subject: 'Tu cuenta de Warehouse está lista',
      text: [
        'Hola:',
        '',
        `Se ha creado una cuenta para ti en Warehouse. Tu nombre de usuario es: ${username}`,
        '',
        'Abre este enlace para elegir tu contraseña:',
        link,
        '',
        `El enlace sirve una sola vez y durante ${time}. Si ha caducado, pide una nueva invitación a tu administrador.`,
      ].join('\n'),
    };
  }
  return {
    subject: 'Your Warehouse account is ready',
    text: [
      'Hello,',
      '',
      `An account was created for you in Warehouse. Your username is: ${username}`,
      '',
      'Open this link to choose your password:',
      link,
      '',
      `The link works once and for ${time}. If it has expired, ask your administrator for a new invitation.`,
    ].join('\n'),
  };
}

export function passwordResetMail({ username, link, lifetimeMinutes, locale }: MailInput) {
  const time = expiry(lifetimeMinutes, locale);
  if (locale === 'es') {
    return {
      subject: 'Restablece tu contraseña de Warehouse',
      text: [
        'Hola:',
        '',
        `Alguien ha pedido restablecer la contraseña de la cuenta de Warehouse ${username}.`,
        '',
        'Abre este enlace para elegir una contraseña nueva:',
        link,
        '',
        `El enlace sirve una sola vez y durante ${time}. Al elegir una contraseña nueva se cierra la sesión de la cuenta en todos los dispositivos.`,
        'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Reset your Warehouse password',
    text: [
      'Hello,',
      '',
      `Someone asked to reset the password of the Warehouse account ${username}.`,
      '',
      'Open this link to choose a new password:',
      link,
      '',
      `The link works once and for ${time}. Setting a new password signs the account out everywhere.`,
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
