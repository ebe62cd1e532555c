import * as v from 'valibot';
import { sniffLogoType } from '../settings/logo';

/*
 * Photos attached to a record: a QC result (issue 20, ADR 0035 "Photos") and a client issue's report
 * (issue 21, ADR 0036 "Photos"). They travel as base64 inside the record's own JSON. The limits keep the
 * largest set (5 × 400 KB, 4/3 larger as base64: about 2.7 MB) under the outbox's 4 MB batch budget and
 * the 5 MB body limit of the routes that take them; the device resizes before it attaches.
 */
export const PHOTOS_MAX = 5;
export const PHOTO_MAX_BYTES = 400 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

const BASE64_MAX = Math.ceil(PHOTO_MAX_BYTES / 3) * 4;

/** The bytes a (well-formed) base64 string decodes to, without decoding it. */
export const base64Bytes = (data: string) => (data.length / 4) * 3 - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);

/** The first bytes of a base64 string, enough for the image's magic number. */
function headOf(data: string): Uint8Array {
  try {
    return Uint8Array.from(atob(data.slice(0, 16)), (char) => char.charCodeAt(0));
  } catch {
    return new Uint8Array();
  }
}

/** The photo's bytes are the type it claims (its magic number): a PNG, or text named image/jpeg, is refused. */
export const photoIsItsType = (photo: { readonly type: string; readonly data: string }) => sniffLogoType(headOf(photo.data)) === photo.type;

export const PhotoSchema = v.pipe(
  v.object({
    type: v.picklist(PHOTO_TYPES, 'A photo must be a JPEG or WebP image'),
    data: v.pipe(
      v.string(),
      v.minLength(16, 'The photo is empty'),
      v.maxLength(BASE64_MAX, 'The photo is over 400 KB'),
      v.base64('The photo is not base64'),
    ),
  }),
  v.forward(v.check((photo: { type: PhotoType; data: string }) => photoIsItsType(photo), 'The photo is not the image type it claims'), ['data']),
);
export type PhotoInput = v.InferOutput<typeof PhotoSchema>;

export const PhotosSchema = v.pipe(v.array(PhotoSchema), v.maxLength(PHOTOS_MAX, 'At most 5 photos'));

/** What a record's payload says of each stored photo: the bytes themselves are read from the record's photo route. */
export const PhotoRefSchema = v.object({ id: v.pipe(v.string(), v.uuid()), type: v.picklist(PHOTO_TYPES), bytes: v.number() });
export type PhotoRef = v.InferOutput<typeof PhotoRefSchema>;

export const PhotoParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid()) });
