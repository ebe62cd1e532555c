import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { DEMO_PASSWORD } from '../../../tests/factories/accounts';

describe('password hashing', { timeout: 20_000 }, () => {
  it('stores scrypt at OWASP cost in a self-describing string with a random salt', async () => {
    const a = await hashPassword(DEMO_PASSWORD);
    const b = await hashPassword(DEMO_PASSWORD);
    expect(a).toMatch(/^scrypt\$N=131072,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword(DEMO_PASSWORD);
    expect(await verifyPassword(DEMO_PASSWORD, stored)).toBe(true);
    expect(await verifyPassword(`${DEMO_PASSWORD}5`, stored)).toBe(false);
  });

  it('verifies hashes made with other parameters, as stored', async () => {
    const stored = await hashPassword('s3cret', { N: 2 ** 10, r: 8, p: 1 });
    expect(stored.startsWith('scrypt$N=1024,r=8,p=1$')).toBe(true);
    expect(await verifyPassword('s3cret', stored)).toBe(true);
  });

  it('refuses a malformed stored value instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });

  it('always fails against the dummy used for unknown users', async () => {
    expect(await verifyAgainstDummy(DEMO_PASSWORD)).toBe(false);
  });
});
