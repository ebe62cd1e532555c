import type { TagFormInput } from '../../src/domain/tags/tags';
import { uniqueId } from './unique';

/** A tag's form body (src/domain/tags/tags.ts): a fresh name, indigo, active. */
export const tagBody = (fields: Partial<TagFormInput> = {}): TagFormInput => ({ name: `Tag ${uniqueId()}`, colour: '#3949AB', active: true, ...fields });
