import { and, asc, eq } from 'drizzle-orm';
import type { PhotoRef } from '../../../domain/photos/photos';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { jobResultPhotos } from '../../db/schema/job-center';
import { photoResponse } from '../../lib/photos';

/** The unit's QC photos by result, oldest result first: the item detail shows them with the result's movement. */
export async function resultPhotosOf(db: Database, companyId: string, itemId: string): Promise<{ resultId: string; photos: PhotoRef[] }[]> {
  const rows = await db
    .select({ id: jobResultPhotos.id, resultId: jobResultPhotos.resultId, type: jobResultPhotos.contentType, bytes: jobResultPhotos.bytes })
    .from(jobResultPhotos)
    .where(and(eq(jobResultPhotos.companyId, companyId), eq(jobResultPhotos.itemId, itemId)))
    .orderBy(asc(jobResultPhotos.at), asc(jobResultPhotos.resultId), asc(jobResultPhotos.position));
  const byResult = new Map<string, PhotoRef[]>();
  for (const { resultId, ...photo } of rows) byResult.set(resultId, [...(byResult.get(resultId) ?? []), photo]);
  return [...byResult].map(([resultId, photos]) => ({ resultId, photos }));
}

/**
 * One photo itself (not an envelope), for whoever may open the item detail; a client account is refused
 * by the route's permission, as on the item detail.
 */
export async function photoHandler(c: AppContext, _body: undefined, _query: undefined, { id }: { id: string }) {
  const [photo] = await c
    .get('deps')
    .db.select({ contentType: jobResultPhotos.contentType, data: jobResultPhotos.data })
    .from(jobResultPhotos)
    .where(and(eq(jobResultPhotos.companyId, authOf(c).companyId), eq(jobResultPhotos.id, id)));
  return photoResponse(c, photo);
}
