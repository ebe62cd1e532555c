import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { checkPin, newTotpSecret, otpauthUrl } from './totp';

const SECRET = 'JBSWY3DPEHPK3PXP';
const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const STEP0 = Math.floor(T0 / 30_000);

const pinAt = (timestamp: number, secret = SECRET) =>
  Number(TOTP.generate({ secret: Secret.fromBase32(secret), timestamp }));

describe('checkPin', () => {
  it('accepts the pin of the current step and reports the step', () => {
    expect(checkPin(SECRET, pinAt(T0), null, T0)).toEqual({ ok: true, step: STEP0 });
  });

  it('accepts one step of drift either way, not two', () => {
    expect(checkPin(SECRET, pinAt(T0 - 30_000), null, T0)).toEqual({ ok: true, step: STEP0 - 1 });
    expect(checkPin(SECRET, pinAt(T0 + 30_000), null, T0)).toEqual({ ok: true, step: STEP0 + 1 });
    expect(checkPin(SECRET, pinAt(T0 - 60_000), null, T0)).toEqual({ ok: false, reason: 'wrong' });
    expect(checkPin(SECRET, pinAt(T0 + 60_000), null, T0)).toEqual({ ok: false, reason: 'wrong' });
  });

  it('refuses a pin whose step was already used, and any earlier step', () => {
    expect(checkPin(SECRET, pinAt(T0), STEP0, T0)).toEqual({ ok: false, reason: 'replayed' });
    expect(checkPin(SECRET, pinAt(T0 - 30_000), STEP0, T0)).toEqual({ ok: false, reason: 'replayed' });
    expect(checkPin(SECRET, pinAt(T0 + 30_000), STEP0, T0)).toEqual({ ok: true, step: STEP0 + 1 });
  });

  it('pads a pin that lost its leading zero as an integer', () => {
    let t = T0;
    while (TOTP.generate({ secret: Secret.fromBase32(SECRET), timestamp: t })[0] !== '0') t += 30_000;
    const pin = pinAt(t);
    expect(pin).toBeLessThan(100_000);
    expect(checkPin(SECRET, pin, null, t)).toEqual({ ok: true, step: Math.floor(t / 30_000) });
  });

  it('refuses a wrong pin', () => {
    expect(checkPin(SECRET, (pinAt(T0) + 1) % 1_000_000, null, T0)).toEqual({ ok: false, reason: 'wrong' });
  });
});

describe('enrolment', () => {
  it('makes a fresh base32 secret and an otpauth URI that names the company and the user', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl(secret, 'Demo Warehouse', 'enrol'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Demo Warehouse');
    expect(decodeURIComponent(url.pathname)).toContain('enrol');
  });
});
