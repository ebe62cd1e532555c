import { eq } from 'drizzle-orm';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { companyLogo } from '../../db/schema/admin';
import { company } from '../../db/schema/company';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';
import { logoUrlOf } from './logo.handlers';

export async function myCompany(c: AppContext) {
  const auth = authOf(c);
  const [row] = await c
    .get('deps')
    .db.select({ id: company.id, name: company.name, timeZone: company.timeZone, address: company.address, logoAt: companyLogo.updatedAt })
    .from(company)
    .leftJoin(companyLogo, eq(companyLogo.companyId, company.id))
    .where(eq(company.id, auth.companyId))
    .limit(1);
  if (!row) throw new AppError(404, 'Company not found.');
  const { logoAt, ...rest } = row;
  // The logo lives in company_logo; its URL is derived from it, so it cannot go stale (company.logo_url is not read).
  return ok(c, { ...rest, logoUrl: logoUrlOf(logoAt) });
}
