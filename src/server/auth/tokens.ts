import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: the bearer token handed to the browser once. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a copy of the database holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
