import * as v from 'valibot';
import { type ImportColumn, YesNoCellSchema } from '../import/columns';
import { CatalogueBaseSchema, type CatalogueDefinition } from './definitions';

/**
 * The CSV columns of a catalogue's import (and of its template): the base fields, the parent by its
 * code or name in a column named after the parent catalogue (a model's `brand`), then the extra fields.
 */
export function catalogueImportColumns(definition: CatalogueDefinition): ImportColumn[] {
  return [
    { name: 'code', required: true },
    { name: 'name', required: true },
    { name: 'description', required: false },
    { name: 'active', required: false },
    ...(definition.parent ? [{ name: definition.parent, required: true }] : []),
    ...definition.extraFields.map((field) => ({ name: field.name, required: false })),
  ];
}

/** One CSV row, checked cell by cell; issues carry the column name as their field. */
export interface CatalogueImportRow {
  code: string;
  name: string;
  description: string;
  active: boolean;
  /** The parent's code or name as written in the file; the server resolves it to an id. */
  parent: string | null;
  attributes: Record<string, string>;
}

export function catalogueImportRowSchema(definition: CatalogueDefinition): v.GenericSchema<Record<string, string>, CatalogueImportRow> {
  const { code, name, description } = CatalogueBaseSchema.entries;
  const parent = definition.parent;
  const entries: v.ObjectEntries = {
    code,
    name,
    description,
    active: YesNoCellSchema,
    ...(parent ? { [parent]: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120)) } : {}),
    ...Object.fromEntries(definition.extraFields.map((field) => [field.name, field.schema])),
  };
  return v.pipe(
    v.object(entries),
    v.transform((row): CatalogueImportRow => ({
      code: row.code as string,
      name: row.name as string,
      description: row.description as string,
      active: (row.active as boolean | undefined) ?? true,
      parent: parent ? (row[parent] as string) : null,
      attributes: Object.fromEntries(definition.extraFields.map((field) => [field.name, row[field.name] as string])),
    })),
  ) as v.GenericSchema<Record<string, string>, CatalogueImportRow>;
}
