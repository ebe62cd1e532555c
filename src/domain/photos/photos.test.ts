import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PhotoSchema, PhotosSchema, base64Bytes } from './photos';

const b64 = (bytes: number[] | Uint8Array) => Buffer.from(bytes).toString('base64');
const jpeg = (size = 64) => b64(Uint8Array.from({ length: size }, (_, i) => (i < 3 ? [0xff, 0xd8, 0xff][i]! : i % 251)));

describe('PhotoSchema', () => {
  it('takes a JPEG or WebP whose bytes are that type', () => {
    expect(v.is(PhotoSchema, { type: 'image/jpeg', data: jpeg() })).toBe(true);
    expect(v.is(PhotoSchema, { type: 'image/webp', data: btoa('RIFF\0\0\0\0WEBPVP8 data') })).toBe(true);
  });

  it('refuses a PNG, text claiming to be a JPEG, broken base64, and a photo over the limit', () => {
    const png = b64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(v.is(PhotoSchema, { type: 'image/png', data: png })).toBe(false);
    expect(v.is(PhotoSchema, { type: 'image/jpeg', data: png })).toBe(false);
    expect(v.is(PhotoSchema, { type: 'image/jpeg', data: btoa('<html><script>alert(1)</script>') })).toBe(false);
    expect(v.is(PhotoSchema, { type: 'image/jpeg', data: `${jpeg()}!!` })).toBe(false);
    expect(v.is(PhotoSchema, { type: 'image/jpeg', data: jpeg(PHOTO_MAX_BYTES + 3) })).toBe(false);
    expect(v.is(PhotoSchema, { type: 'image/jpeg', data: jpeg(PHOTO_MAX_BYTES) })).toBe(true);
  });

  it('takes at most five photos', () => {
    const photo = { type: 'image/jpeg', data: jpeg() };
    expect(v.is(PhotosSchema, Array(5).fill(photo))).toBe(true);
    expect(v.is(PhotosSchema, Array(6).fill(photo))).toBe(false);
  });

  it('counts the bytes a base64 string holds', () => {
    for (const size of [16, 17, 18]) expect(base64Bytes(jpeg(size))).toBe(size);
  });
});
