import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { padPin } from '../../domain/auth/schemas';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30 s steps; one step of clock drift either way. */
const PERIOD = 30;
const DIGITS = 6;
const WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(secret) });
}

export type PinCheck = { ok: true; step: number } | { ok: false; reason: 'wrong' | 'replayed' };

/**
 * Checks an integer pin (leading zeros lost in transit) against the secret at `now`.
 * A pin from a time step at or before `lastStep` was already used and is refused.
 */
export function checkPin(secret: string, pin: number, lastStep: number | null, now: number): PinCheck {
  const delta = totp(secret).validate({ token: padPin(pin), timestamp: now, window: WINDOW });
  if (delta === null) return { ok: false, reason: 'wrong' };
  const step = TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
  if (lastStep !== null && step <= lastStep) return { ok: false, reason: 'replayed' };
  return { ok: true, step };
}

export function otpauthUrl(secret: string, issuer: string, username: string): string {
  return totp(secret, issuer, username).toString();
}

export function qrCodeDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}
