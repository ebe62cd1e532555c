import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { outboxProblemText } from './outbox-problem-text';

const invalid = {
  problemStatus: 400,
  problemDetail: { fields: [{ field: 'serial', rule: 'max_length', message: 'Invalid length: Expected <=80 but received 81' }] },
};

describe('the sentence for an outbox entry the server refused for good', () => {
  beforeAll(() => activateLocale('en'));
  afterAll(() => activateLocale('en'));

  it('lists the refused fields of an invalid payload as the forms word them, not the server English', () => {
    expect(outboxProblemText(invalid)).toEqual({
      sentence: 'Some values of this change are not valid, so the server cannot apply it as it is.',
      fields: ['serial: This value is too long.'],
    });
  });

  it('says a forbidden change is a missing permission', () => {
    expect(outboxProblemText({ problemStatus: 403, problemDetail: null })).toEqual({ sentence: 'You do not have permission to do this.', fields: [] });
  });

  it("explains a conflict with the document's state through the shared 409 sentence, and other conflicts on their own", () => {
    const illegal = { document: 'control-number', id: 'CN000009', state: 'closed', attempted: 'receive', allowed: [] };
    expect(outboxProblemText({ problemStatus: 409, problemDetail: illegal }).sentence).toContain('CN000009');
    expect(outboxProblemText({ problemStatus: 409, problemDetail: { reason: 'count-closed' } }).sentence).toBe(
      'This change no longer fits what the server holds (someone or another device got there first).',
    );
  });

  it('speaks the user language', async () => {
    await activateLocale('es');
    const text = outboxProblemText(invalid);
    expect(text.sentence).not.toContain('Some values');
    expect(text.fields[0]).toMatch(/^serial: /);
    expect(text.fields[0]).not.toContain('This value is too long.');
  });
});
