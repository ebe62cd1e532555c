import { eq } from 'drizzle-orm';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import { company } from '../../db/schema/company';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';

export async function myCompany(c: AppContext) {
  const auth = authOf(c);
  const [row] = await c
    .get('deps')
    .db.select({ id: company.id, name: company.name, timeZone: company.timeZone, address: company.address, logoUrl: company.logoUrl })
    .from(company)
    .where(eq(company.id, auth.companyId))
    .limit(1);
  if (!row) throw new AppError(404, 'Company not found.');
  return ok(c, row);
}
