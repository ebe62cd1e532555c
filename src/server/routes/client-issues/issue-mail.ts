import type { Locale } from '../../../domain/locale';

/**
 * The texts of the client-issue mails, in the language of the request that causes them (the web app
 * sends its active language as Accept-Language), as the account mails do.
 */
interface IssueMailInput {
  number: string;
  subject: string;
  clientName: string;
  /** The new issue's description or the new message. */
  body: string;
  /** The issue on the dashboard; null when no link address is configured. */
  link: string | null;
  locale: Locale;
}

const withLink = (lines: string[], link: string | null, open: string) => (link ? [...lines, '', open, link] : lines);

/** To the warehouse: a client reported an issue. */
export function newIssueMail({ number, subject, clientName, body, link, locale }: IssueMailInput) {
  if (locale === 'es') {
    return {
      subject: `Nueva incidencia ${number} de ${clientName}: ${subject}`,
      text: withLink([`${clientName} ha comunicado una incidencia.`, '', `Asunto: ${subject}`, '', body], link, 'Ábrela aquí:').join('\n'),
    };
  }
  return {
    subject: `New issue ${number} from ${clientName}: ${subject}`,
    text: withLink([`${clientName} reported an issue.`, '', `Subject: ${subject}`, '', body], link, 'Open it here:').join('\n'),
  };
}

/** To the other side of the thread: a new message. `fromClient` says who wrote it. */
export function issueMessageMail({ number, subject, clientName, body, link, locale, fromClient }: IssueMailInput & { fromClient: boolean }) {
  if (locale === 'es') {
    return {
      subject: fromClient ? `${clientName} ha respondido en la incidencia ${number}: ${subject}` : `El almacén ha respondido a tu incidencia ${number}: ${subject}`,
      text: withLink([fromClient ? `${clientName} escribió:` : 'El almacén escribió:', '', body], link, 'Lee la conversación aquí:').join('\n'),
    };
  }
  return {
    subject: fromClient ? `${clientName} replied on issue ${number}: ${subject}` : `The warehouse answered your issue ${number}: ${subject}`,
    text: withLink([fromClient ? `${clientName} wrote:` : 'The warehouse wrote:', '', body], link, 'Read the conversation here:').join('\n'),
  };
}
