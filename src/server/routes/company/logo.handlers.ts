import { asc, eq } from 'drizzle-orm';
import { LOGO_MAX_BYTES, isLogoType, sniffLogoType } from '../../../domain/settings/logo';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { companyLogo } from '../../db/schema/admin';
import { company } from '../../db/schema/company';
import { auditCaller } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';
import { reencodeLogo } from '../../settings/logo-image';

/** The address `company.logoUrl` carries: the version makes a new logo a new URL, so it can be cached for good. */
export const logoUrlOf = (updatedAt: Date | null | undefined) => (updatedAt ? `/v1/company/logo?v=${updatedAt.getTime()}` : null);

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

async function readLogoBody(c: AppContext): Promise<{ contentType: string; data: Uint8Array }> {
  const declared = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!isLogoType(declared)) throw new AppError(415, 'Send the logo as a PNG, JPEG or WebP image (Content-Type image/png, image/jpeg or image/webp).');
  // Read whole before judging the size (the app's 1 MB body limit bounds it): answering while the
  // client still sends makes it see a reset connection instead of the 413.
  const data = new Uint8Array(await c.req.arrayBuffer());
  if (data.length > LOGO_MAX_BYTES) throw new AppError(413, `The logo may be at most ${kb(LOGO_MAX_BYTES)}; this one is ${kb(data.length)}.`);
  if (data.length === 0) throw new AppError(400, 'The logo file is empty.');
  const actual = sniffLogoType(data);
  const notThatType = () => new AppError(400, `The file is not a ${declared.slice('image/'.length).toUpperCase()} image.`);
  if (actual !== declared) throw notThatType();
  const clean = await reencodeLogo(data, actual);
  if (!clean) throw notThatType();
  return { contentType: actual, data: clean };
}

export async function putLogo(c: AppContext) {
  const deps = c.get('deps');
  const { companyId } = authOf(c);
  const logo = await readLogoBody(c);
  const updatedAt = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(companyLogo)
      .values({ companyId, ...logo, updatedAt })
      .onConflictDoUpdate({ target: companyLogo.companyId, set: { ...logo, updatedAt } });
    await auditCaller(c, { action: 'company.logo_update', entity: 'company', entityId: companyId, detail: { contentType: logo.contentType, bytes: logo.data.length } }, tx);
  });
  return ok(c, { logoUrl: logoUrlOf(updatedAt) });
}

export async function deleteLogo(c: AppContext) {
  const deps = c.get('deps');
  const { companyId } = authOf(c);
  await deps.db.transaction(async (tx) => {
    const removed = await tx.delete(companyLogo).where(eq(companyLogo.companyId, companyId)).returning({ companyId: companyLogo.companyId });
    if (removed.length === 0) throw new AppError(404, 'The company has no logo.');
    await auditCaller(c, { action: 'company.logo_delete', entity: 'company', entityId: companyId }, tx);
  });
  return ok(c, { logoUrl: null });
}

/**
 * Public, so `<img>` and the sign-in page can load it without a token. An installation runs one company
 * (see the company table), whose logo this is.
 */
export async function getLogo(c: AppContext) {
  const [logo] = await c
    .get('deps')
    .db.select({ contentType: companyLogo.contentType, data: companyLogo.data, updatedAt: companyLogo.updatedAt })
    .from(companyLogo)
    .innerJoin(company, eq(company.id, companyLogo.companyId))
    .orderBy(asc(company.createdAt))
    .limit(1);
  if (!logo) throw new AppError(404, 'The company has no logo.');
  const version = String(logo.updatedAt.getTime());
  const etag = `"${version}"`;
  // The versioned URL never changes content; the bare one is checked again each time.
  const cacheControl = c.req.query('v') === version ? 'public, max-age=31536000, immutable' : 'no-cache';
  const headers = { ETag: etag, 'Cache-Control': cacheControl };
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
  return c.body(logo.data as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': logo.contentType });
}
