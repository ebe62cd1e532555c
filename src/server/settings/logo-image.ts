import sharp from 'sharp';
import type { LogoType } from '../../domain/settings/logo';

/** The largest side a logo keeps; it is shown in a header and on labels, never larger. */
const LOGO_MAX_SIDE = 1024;
/** A small file can still claim a huge canvas (a decompression bomb): refuse before decoding it. */
const LOGO_MAX_INPUT_PIXELS = 4096 * 4096;

/**
 * Decodes the upload and writes a new image of the same type from its pixels alone, so whatever else
 * the bytes carried (HTML or script in a polyglot, metadata, trailing data) is gone. Null when the
 * bytes do not decode as that type.
 */
export async function reencodeLogo(data: Uint8Array, type: LogoType): Promise<Uint8Array | null> {
  try {
    const image = sharp(data, { limitInputPixels: LOGO_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded = type === 'image/png' ? image.png() : type === 'image/jpeg' ? image.jpeg({ quality: 90 }) : image.webp({ quality: 90 });
    return new Uint8Array(await encoded.toBuffer());
  } catch {
    return null;
  }
}
