import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type PasswordRule, passwordRuleStates } from '../../../domain/accounts/password';
import { describeIssue } from '../../i18n/describe-issue';

/** A rule as the list names it. */
const RULE_TEXT: Record<PasswordRule, MessageDescriptor> = {
  min_length: msg`At least 10 characters`,
  password_letter: msg`At least one letter`,
  password_digit: msg`At least one digit (0–9)`,
  password_username: msg`Not your username`,
  max_length: msg`At most 128 characters`,
};

/** A failing rule as an error under the field (the server's 400 names the same rules). */
const RULE_ERROR: Record<PasswordRule, MessageDescriptor> = {
  min_length: msg`Use at least 10 characters.`,
  password_letter: msg`Use at least one letter.`,
  password_digit: msg`Use at least one digit.`,
  password_username: msg`The password must not be your username.`,
  max_length: msg`Use at most 128 characters.`,
};

export function passwordErrorText(rule: string | undefined, translate: (descriptor: MessageDescriptor) => string): string {
  return rule && rule in RULE_ERROR ? translate(RULE_ERROR[rule as PasswordRule]) : describeIssue(rule);
}

/**
 * The password rules, each ticked as soon as the typed password meets it. The state is in the text
 * (a check mark or a dot, and "met"/"not met" for screen readers), not in the colour alone; the field
 * points here with aria-describedby. The length cap shows only when broken.
 */
export function PasswordRules({ id, password, username }: { id: string; password: string; username: string }) {
  const { i18n, t } = useLingui();
  const states = passwordRuleStates(password, username).filter((state) => state.rule !== 'max_length' || !state.ok);
  const met = states.filter((state) => state.ok).length;
  return (
    <div className="password-rules" id={id} data-testid="password-rules" data-met={met} data-total={states.length}>
      <p className="password-rules-title">{t`Your password needs:`}</p>
      <ul>
        {states.map(({ rule, ok }) => (
          <li key={rule} data-rule={rule} data-state={ok ? 'met' : 'unmet'} className={ok ? 'is-met' : undefined}>
            <span className="password-rule-mark" aria-hidden="true">
              {ok ? '✓' : '•'}
            </span>
            <span>{i18n._(RULE_TEXT[rule])}</span>
            <span className="visually-hidden">{ok ? t`(met)` : t`(not met)`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
