import type { RelabelLookup, RelabelSearch } from '../../../domain/inventory/relabel';
import { apiQuiet } from '../../lib/api/clients';

/** What a scanned code names for relabelling: a container's units or a unit (by label, old label or serial). */
export const lookupRelabel = (code: string) => apiQuiet.get<RelabelLookup>('/relabel/units', { query: { code } });

/** Units whose WMS number or serial holds the text: for a label too damaged to scan. */
export const searchRelabel = (q: string) => apiQuiet.get<RelabelSearch>('/relabel/search', { query: { q } });
