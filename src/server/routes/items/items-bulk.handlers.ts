import { and, eq, inArray } from 'drizzle-orm';
import type { BulkTag } from '../../../domain/inventory/item-list';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { itemTags } from '../../db/schema/inventory';
import { tags } from '../../db/schema/master';
import { items } from '../../db/schema/receiving';
import { auditCallerEach } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';

/**
 * Adds a tag to, or takes it off, the selected items (ITEM_DETAIL_EDIT). Tags are not stock, so no
 * movement: each item that changed gets its own audit row, which its history shows. Items already in
 * the asked state are left alone and not counted; ids of another company's items are not found.
 */
export async function bulkTagHandler(c: AppContext, body: BulkTag) {
  const { db } = c.get('deps');
  const auth = authOf(c);
  const changed = await db.transaction(async (tx) => {
    const [tag] = await tx.select({ id: tags.id, name: tags.name, active: tags.active }).from(tags).where(and(eq(tags.companyId, auth.companyId), eq(tags.id, body.tagId)));
    if (!tag) throw new AppError(404, 'No such tag.');
    if (body.action === 'add' && !tag.active) throw new AppError(409, `The tag ${tag.name} is inactive.`, { fields: [{ field: 'tagId', rule: 'inactive', message: 'This tag is inactive.' }] });
    const found = await tx.select({ id: items.id, wmsNumber: items.wmsNumber }).from(items).where(and(eq(items.companyId, auth.companyId), inArray(items.id, body.itemIds)));
    if (found.length < new Set(body.itemIds).size) throw new AppError(404, 'Some of the selected items do not exist (any more).');
    const ids = found.map((item) => item.id);
    const touched =
      body.action === 'add'
        ? await tx
            .insert(itemTags)
            .values(ids.map((itemId) => ({ itemId, tagId: tag.id, addedBy: auth.user.id })))
            .onConflictDoNothing()
            .returning({ itemId: itemTags.itemId })
        : await tx
            .delete(itemTags)
            .where(and(eq(itemTags.tagId, tag.id), inArray(itemTags.itemId, ids)))
            .returning({ itemId: itemTags.itemId });
    const wmsOf = new Map(found.map((item) => [item.id, item.wmsNumber]));
    await auditCallerEach(
      c,
      touched.map(({ itemId }) => ({ action: `item.tag.${body.action}`, entity: 'item', entityId: itemId, detail: { wmsNumber: wmsOf.get(itemId), tag: tag.name } })),
      tx,
    );
    return touched.length;
  });
  return ok(c, { changed });
}
