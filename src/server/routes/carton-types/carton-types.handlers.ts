import { and, asc, eq, sql } from 'drizzle-orm';
import type { CartonType, CartonTypeForm } from '../../../domain/shipping/carton-types';
import { authOf } from '../../auth/access';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { cartonTypes } from '../../db/schema/shipping';
import { auditCaller } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/respond';

export const cartonTypeColumns = {
  id: cartonTypes.id,
  name: cartonTypes.name,
  lengthMm: cartonTypes.lengthMm,
  widthMm: cartonTypes.widthMm,
  heightMm: cartonTypes.heightMm,
  tareG: cartonTypes.tareG,
  maxWeightG: cartonTypes.maxWeightG,
  active: cartonTypes.active,
};

const nameTaken = () =>
  new AppError(409, 'A carton type with this name exists already.', { fields: [{ field: 'name', rule: 'unique', message: 'A carton type with this name exists already.' }] });

/** The company's carton types by name; `activeOnly` for the packing screen's choice. */
export function readCartonTypes(db: Database, companyId: string, activeOnly: boolean): Promise<CartonType[]> {
  return db
    .select(cartonTypeColumns)
    .from(cartonTypes)
    .where(and(eq(cartonTypes.companyId, companyId), activeOnly ? eq(cartonTypes.active, true) : undefined))
    .orderBy(asc(sql`lower(${cartonTypes.name})`), asc(cartonTypes.id));
}

export async function listCartonTypes(c: AppContext) {
  return ok(c, await readCartonTypes(c.get('deps').db, authOf(c).companyId, false));
}

async function saved(c: AppContext, id: string): Promise<CartonType> {
  const [row] = await c.get('deps').db.select(cartonTypeColumns).from(cartonTypes).where(and(eq(cartonTypes.id, id), eq(cartonTypes.companyId, authOf(c).companyId)));
  if (!row) throw new AppError(404, 'No such carton type.');
  return row;
}

export async function createCartonType(c: AppContext, body: CartonTypeForm) {
  const deps = c.get('deps');
  const id = await deps.db
    .transaction(async (tx) => {
      const [row] = await tx.insert(cartonTypes).values({ companyId: authOf(c).companyId, ...body, createdAt: deps.now(), updatedAt: deps.now() }).returning({ id: cartonTypes.id });
      await auditCaller(c, { action: 'carton_type.create', entity: 'carton_type', entityId: row!.id, detail: { ...body } }, tx);
      return row!.id;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken() : error;
    });
  return ok(c, await saved(c, id));
}

/** A carton type in use stays on its cartons; switching it off only takes it out of the packers' choice. */
export async function updateCartonType(c: AppContext, body: CartonTypeForm, _query: undefined, { id }: { id: string }) {
  const deps = c.get('deps');
  const before = await saved(c, id);
  await deps.db
    .transaction(async (tx) => {
      await tx.update(cartonTypes).set({ ...body, updatedAt: deps.now() }).where(eq(cartonTypes.id, id));
      const changes = Object.fromEntries((Object.keys(body) as (keyof CartonTypeForm)[]).filter((f) => before[f] !== body[f]).map((f) => [f, { from: before[f], to: body[f] }]));
      await auditCaller(c, { action: 'carton_type.update', entity: 'carton_type', entityId: id, detail: { name: body.name, changes } }, tx);
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken() : error;
    });
  return ok(c, await saved(c, id));
}
