import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../validation';
import { PASSWORD_MAX_LENGTH, PasswordSchema, passwordRuleStates, passwordSchemaFor, usernameIssue } from './password';

const failing = (password: string, username = 'olivia') =>
  passwordRuleStates(password, username)
    .filter((state) => !state.ok)
    .map((state) => state.rule);

const issues = (schema: v.GenericSchema, password: string) => {
  const result = v.safeParse(schema, password);
  return result.success ? [] : fieldErrorsFromIssues(result.issues).map((issue) => issue.rule);
};

describe('password rules', () => {
  it('lists every rule in order with its state', () => {
    expect(passwordRuleStates('', 'olivia')).toEqual([
      { rule: 'min_length', ok: false },
      { rule: 'password_letter', ok: false },
      { rule: 'password_digit', ok: false },
      { rule: 'password_username', ok: false },
      { rule: 'max_length', ok: true },
    ]);
    expect(failing('pallet jack 7')).toEqual([]);
  });

  it('needs 10 characters, at most 128', () => {
    expect(failing('abcdefgh1')).toEqual(['min_length']);
    expect(failing('abcdefghi1')).toEqual([]);
    expect(failing(`a1${'x'.repeat(PASSWORD_MAX_LENGTH - 2)}`)).toEqual([]);
    expect(failing(`a1${'x'.repeat(PASSWORD_MAX_LENGTH - 1)}`)).toEqual(['max_length']);
  });

  it('needs a letter and a digit, of any script', () => {
    expect(failing('1234567890')).toEqual(['password_letter']);
    expect(failing('abcdefghij')).toEqual(['password_digit']);
    expect(failing('contraseña 2024')).toEqual([]);
    expect(failing('пароль-пароль-٣')).toEqual([]);
  });

  it('refuses the username whatever its case or surrounding spaces', () => {
    expect(failing('Olivia2024x', 'olivia2024x')).toEqual(['password_username']);
    expect(failing(' olivia2024x ', 'OLIVIA2024X')).toEqual(['password_username']);
    expect(failing('olivia2024xy', 'olivia2024x')).toEqual([]);
    expect(usernameIssue('Admin12345', 'admin12345')).toMatchObject({ field: 'password', rule: 'password_username' });
    expect(usernameIssue('Admin123456', 'admin12345')).toBeNull();
  });

  it('reports each failing rule under the name the rule list uses', () => {
    expect(issues(PasswordSchema, 'abc')).toEqual(['min_length', 'password_digit']);
    expect(issues(PasswordSchema, '123')).toEqual(['min_length', 'password_letter']);
    expect(issues(PasswordSchema, 'abcdefghij1')).toEqual([]);
    expect(issues(passwordSchemaFor('dock12345x'), 'DOCK12345X')).toEqual(['password_username']);
    expect(issues(passwordSchemaFor('dock12345x'), 'x')).toEqual(['min_length', 'password_digit']);
  });

  it('agrees with the schema on every typed sample (an empty one meets no rule yet but the length cap)', () => {
    const samples = ['a', 'abcdefghij', '0123456789', 'abcde12345', 'Receiving1', 'receiving1', `${'a1'.repeat(70)}`];
    for (const sample of samples) {
      expect(issues(passwordSchemaFor('receiving1'), sample).sort(), sample).toEqual(failing(sample, 'receiving1').sort());
    }
  });
});
