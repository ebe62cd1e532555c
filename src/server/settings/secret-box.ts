import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';

/**
 * Secrets kept in the database (carrier API passwords) are sealed with AES-256-GCM. The key comes from
 * SECRETS_KEY; without it, from DATA_DIR/secrets.key, written on first start so `npm start` needs no
 * set-up. Losing that file makes the stored secrets unreadable: back it up with the data.
 */
const KEY_FILE = 'secrets.key';
const keys = new WeakMap<Env, Buffer>();

function readKeyFile(path: string): Buffer {
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${path} does not hold the base64 of 32 bytes.`);
  return key;
}

function readOrCreateKeyFile(dataDir: string, log: Pick<Logger, 'warn'>): Buffer {
  const path = join(resolve(dataDir), KEY_FILE);
  if (existsSync(path)) return readKeyFile(path);
  mkdirSync(resolve(dataDir), { recursive: true });
  const key = randomBytes(32);
  try {
    // 'wx' never overwrites: a process that created the file in between keeps its key, and we read it.
    writeFileSync(path, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readKeyFile(path);
    throw err;
  }
  log.warn(`SECRETS_KEY is not set: created ${path} to seal stored secrets. Set SECRETS_KEY in production and keep it safe.`);
  return key;
}

/** The sealing key of this installation; read once per environment (at boot, see start-server.ts). */
export function secretsKey(env: Env, log: Pick<Logger, 'warn'>): Buffer {
  let key = keys.get(env);
  if (!key) {
    key = env.SECRETS_KEY ? Buffer.from(env.SECRETS_KEY, 'base64') : readOrCreateKeyFile(env.DATA_DIR, log);
    keys.set(env, key);
  }
  return key;
}

/** `iv.tag.ciphertext`, each base64: what `secret_sealed` holds. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64')).join('.');
}

/** The plain secret; throws when the value was sealed under another key or altered. */
export function unseal(key: Buffer, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64'));
  if (!iv || !tag || !data) throw new Error('Not a sealed secret.');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
