/**
 * Unique names for data a test creates, so test files sharing one database never collide. Uses the
 * global Web Crypto, so the unit, API and browser tests can all import it.
 */
export const uniqueId = (length = 8) => crypto.randomUUID().slice(0, length);

/** `prefix` and `length` random characters, upper-cased (codes are stored upper case). */
export const uniqueCode = (prefix: string, length = 8) => `${prefix}${uniqueId(length)}`.toUpperCase();

/** A zone code: a letter and `length` hex digits, no dash, so the bin codes built on it stay short. */
export const uniqueZoneCode = (letter: string, length = 8) => `${letter}${crypto.randomUUID().replace(/-/g, '').slice(0, length).toUpperCase()}`;
