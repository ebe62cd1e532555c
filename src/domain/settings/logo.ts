/**
 * The company logo's limits, checked in the browser before upload and again on the server. SVG is not
 * accepted: it can carry script, and the logo is served from the API's own origin.
 */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

export function isLogoType(value: string): value is LogoType {
  return (LOGO_TYPES as readonly string[]).includes(value);
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** The image type the bytes really are (their magic number), whatever the sender claims; null if none of ours. */
export function sniffLogoType(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

type LogoProblem = 'type' | 'size' | 'empty';

/** What is wrong with a file before it is sent (type as declared, size), or null. */
export function logoFileProblem(file: { type: string; size: number }): LogoProblem | null {
  if (!isLogoType(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > LOGO_MAX_BYTES) return 'size';
  return null;
}
