import { describe, expect, it } from 'vitest';
import { issueMessageMail, newIssueMail } from './issue-mail';

const input = { number: 'ISS000042', subject: 'Scratched casing', clientName: 'ACME Electronics', body: 'Left side, 3 cm.', link: 'https://wms.example/issue_dashboard?issue=ISS000042' };

describe('client issue mails', () => {
  it('tell the warehouse who reported what, with the report and the link to the issue', () => {
    const mail = newIssueMail({ ...input, locale: 'en' });
    expect(mail.subject).toBe('New issue ISS000042 from ACME Electronics: Scratched casing');
    expect(mail.text.split('\n')).toEqual(expect.arrayContaining(['Left side, 3 cm.', input.link]));
  });

  it('speak Spanish when the request did, and leave the link out when none is configured', () => {
    const mail = issueMessageMail({ ...input, link: null, locale: 'es', fromClient: false });
    expect(mail.subject).toBe('El almacén ha respondido a tu incidencia ISS000042: Scratched casing');
    expect(mail.text).toBe('El almacén escribió:\n\nLeft side, 3 cm.');
  });

  it('name the client when the client wrote', () => {
    expect(issueMessageMail({ ...input, locale: 'en', fromClient: true }).subject).toBe('ACME Electronics replied on issue ISS000042: Scratched casing');
  });
});
