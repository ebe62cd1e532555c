import * as v from 'valibot';

/**
 * The password rules of every password the product sets (reset, invitation, account forms): at least
 * 10 characters, at least one letter and one digit, not the username, at most 128 characters.
 * `passwordRuleStates` lists each rule met or not, so a form can tick them as the user types; the
 * schemas report a failing rule with the same name as the `rule` of a 400 field error.
 */

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** Rule names, equal to the issue types the schemas report (`min_length`/`max_length` are valibot's own). */
export const PASSWORD_RULES = ['min_length', 'password_letter', 'password_digit', 'password_username', 'max_length'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

export interface PasswordRuleState {
  rule: PasswordRule;
  ok: boolean;
}

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

const hasLetter = (password: string) => LETTER.test(password);
const hasDigit = (password: string) => DIGIT.test(password);

/** Case and surrounding spaces do not make a username a different password. */
export function isUsername(password: string, username: string): boolean {
  const name = username.trim().toLowerCase();
  return name !== '' && password.trim().toLowerCase() === name;
}

/**
 * Each rule with whether `password` meets it, in the order a form lists them. Nothing typed yet meets
 * no rule (but the length cap), so a form does not start with "not your username" ticked.
 */
export function passwordRuleStates(password: string, username: string): PasswordRuleState[] {
  const ok: Record<PasswordRule, boolean> = {
    min_length: password.length >= PASSWORD_MIN_LENGTH,
    password_letter: hasLetter(password),
    password_digit: hasDigit(password),
    password_username: password !== '' && !isUsername(password, username),
    max_length: password.length <= PASSWORD_MAX_LENGTH,
  };
  return PASSWORD_RULES.map((rule) => ({ rule, ok: ok[rule] }));
}

/** A validation whose issue type is the rule's name (valibot's `check` would report every rule as 'check'). */
function rule(type: PasswordRule, test: (password: string) => boolean, message: string): v.BaseValidation<string, string, v.BaseIssue<string>> {
  const action: v.BaseValidation<string, string, v.BaseIssue<string>> & { requirement: typeof test; message: string } = {
    kind: 'validation',
    type,
    reference: rule,
    async: false,
    expects: null,
    requirement: test,
    message,
    '~run'(dataset, config) {
      if (dataset.typed && !test(dataset.value)) v._addIssue(action, 'password', dataset, config);
      return dataset;
    },
  };
  return action;
}

/** The rules that need no username. Every failing rule is reported, not only the first. */
export const PasswordSchema = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`),
  v.maxLength(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
  rule('password_letter', hasLetter, 'Use at least one letter.'),
  rule('password_digit', hasDigit, 'Use at least one digit.'),
);

/** All the rules, for the account whose username is known. */
export function passwordSchemaFor(username: string) {
  return v.pipe(PasswordSchema, rule('password_username', (password) => !isUsername(password, username), 'The password must not be the username.'));
}

/** The issue of the username rule, for a server that learns the username only after the body is read. */
export function usernameIssue(password: string, username: string): { field: 'password'; rule: 'password_username'; message: string } | null {
  return isUsername(password, username) ? { field: 'password', rule: 'password_username', message: 'The password must not be the username.' } : null;
}
