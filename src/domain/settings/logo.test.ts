import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, logoFileProblem, sniffLogoType } from './logo';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('sniffLogoType', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffLogoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffLogoType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffLogoType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses SVG, GIF, a RIFF that is not WebP and truncated headers', () => {
    expect(sniffLogoType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffLogoType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffLogoType(new TextEncoder().encode('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(sniffLogoType(bytes(0x89, 0x50))).toBeNull();
  });
});

describe('logoFileProblem', () => {
  it('accepts an image within the limit', () => {
    expect(logoFileProblem({ type: 'image/png', size: LOGO_MAX_BYTES })).toBeNull();
  });

  it('names the problem of a wrong type, an empty file and a file too large', () => {
    expect(logoFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(logoFileProblem({ type: 'image/webp', size: 0 })).toBe('empty');
    expect(logoFileProblem({ type: 'image/jpeg', size: LOGO_MAX_BYTES + 1 })).toBe('size');
  });
});
