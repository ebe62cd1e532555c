import type { MoveUnitLookup } from '../../../domain/inventory/movement';
import { apiQuiet } from '../../lib/api/clients';

/** A scanned code the pack does not know, asked of the server: the units it names (none when unknown). */
export const lookupUnits = (code: string) => apiQuiet.get<MoveUnitLookup>('/movement/units', { query: { code } });
