import { PHOTO_MAX_BYTES, type PhotoInput, type PhotoType } from '../../domain/photos/photos';
import { sniffLogoType } from '../../domain/settings/logo';
import type { AppContext } from '../context';
import { AppError } from './errors';

/** A photo never changes under its id; a day in the device's own cache spares a screen refetching it. */
const PHOTO_CACHE = 'private, max-age=86400';

/**
 * The photos' bytes, checked again once decoded (the schema judged the base64 and its first bytes):
 * the whole file is the type it claims and within the size. `position` is its place in the list.
 */
export function decodePhotos(photos: readonly PhotoInput[]): { position: number; contentType: PhotoType; bytes: number; data: Uint8Array }[] {
  return photos.map((photo, position) => {
    const data = new Uint8Array(Buffer.from(photo.data, 'base64'));
    if (data.length === 0 || data.length > PHOTO_MAX_BYTES || sniffLogoType(data) !== photo.type) {
      throw new AppError(400, `Photo ${position + 1} is not a ${photo.type} image of at most ${PHOTO_MAX_BYTES / 1024} KB.`, { fields: [{ field: 'photos', rule: 'photo', message: 'Not a JPEG or WebP image within the size.' }] });
    }
    return { position, contentType: photo.type, bytes: data.length, data };
  });
}

/** One stored photo itself (not an envelope). nosniff: the browser takes it as the stored type only. */
export function photoResponse(c: AppContext, photo: { contentType: string; data: unknown } | undefined) {
  if (!photo) throw new AppError(404, 'No such photo.');
  return c.body(photo.data as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': photo.contentType, 'Cache-Control': PHOTO_CACHE, 'X-Content-Type-Options': 'nosniff' });
}
