import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvError, loadEnv } from '../env';
import { seal, secretsKey, unseal } from './secret-box';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'secret-box-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('seal and unseal', () => {
  const key = randomBytes(32);

  it('round-trips a secret without keeping it readable, differently each time', () => {
    const sealed = seal(key, 'hunter2-ü');
    expect(sealed).not.toContain('hunter2');
    expect(seal(key, 'hunter2-ü')).not.toBe(sealed);
    expect(unseal(key, sealed)).toBe('hunter2-ü');
  });

  it('refuses another key and an altered value', () => {
    const sealed = seal(key, 'secret');
    expect(() => unseal(randomBytes(32), sealed)).toThrow();
    const [iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64');
    flipped[0]! ^= 1;
    expect(() => unseal(key, [iv, tag, flipped.toString('base64')].join('.'))).toThrow();
  });
});

describe('secretsKey', () => {
  it('uses SECRETS_KEY when set', () => {
    const raw = randomBytes(32);
    const env = loadEnv({ DATA_DIR: tempDir(), SECRETS_KEY: raw.toString('base64') });
    expect(secretsKey(env, { warn: vi.fn() }).equals(raw)).toBe(true);
  });

  it('refuses a SECRETS_KEY that is not 32 bytes at boot', () => {
    expect(() => loadEnv({ SECRETS_KEY: randomBytes(16).toString('base64') })).toThrow(EnvError);
  });

  it('otherwise creates DATA_DIR/secrets.key once, private to the owner, with a warning', () => {
    const dir = tempDir();
    const warn = vi.fn();
    const first = secretsKey(loadEnv({ DATA_DIR: dir }), { warn });
    expect(warn).toHaveBeenCalledOnce();
    expect(statSync(join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
    const again = secretsKey(loadEnv({ DATA_DIR: dir }), { warn });
    expect(again.equals(first)).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
  });
});
