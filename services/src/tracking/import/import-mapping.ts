import { z } from 'zod';
import { DomainError } from '../../common/domain-error';

/** What a CSV column can hold, in the order the mapping step shows them. */
export const IMPORT_FIELDS = ['jobTitle', 'companyName', 'applyUrl', 'location', 'salary', 'description', 'status', 'appliedAt', 'addedAt', 'notes'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Field → the header of the column that holds it; a field left out is not imported. */
export type ColumnMapping = Partial<Record<ImportField, string>>;

export interface MappableField {
  name: ImportField;
  label: string;
  required: boolean;
}

export const MAPPABLE_FIELDS: MappableField[] = [
  { name: 'jobTitle', label: 'Job title', required: true },
  { name: 'companyName', label: 'Company', required: true },
  { name: 'applyUrl', label: 'Link', required: false },
  { name: 'location', label: 'Location', required: false },
  { name: 'salary', label: 'Salary', required: false },
  { name: 'description', label: 'Description', required: false },
  { name: 'status', label: 'Status', required: false },
  { name: 'appliedAt', label: 'Date applied', required: false },
  { name: 'addedAt', label: 'Date added', required: false },
  { name: 'notes', label: 'Notes', required: false },
];

const REQUIRED_FIELDS = MAPPABLE_FIELDS.filter((f) => f.required).map((f) => f.name);

// Null and "" mean "not imported" (GraphQL sends null for a field left out, a form "").
const columnName = z
  .string({ message: 'mapping: each field names a column as text' })
  .max(500, { message: 'mapping: a column name is at most 500 characters' })
  .nullish()
  .transform((v) => v || undefined);

export const mappingSchema = z.object(Object.fromEntries(IMPORT_FIELDS.map((field) => [field, columnName])) as Record<ImportField, typeof columnName>, {
  message: 'mapping must be an object naming a column for each field, such as {"jobTitle": "Position"}',
});

/** Whether a mapping names the columns every row needs. */
export const isCompleteMapping = (mapping: ColumnMapping | null): mapping is ColumnMapping =>
  mapping !== null && REQUIRED_FIELDS.every((field) => mapping[field]);

/** Each field's column index in the header; refuses a column the file does not have and a mapping without the required fields. */
export function columnIndexes(mapping: ColumnMapping, columns: string[]): Partial<Record<ImportField, number>> {
  const indexes: Partial<Record<ImportField, number>> = {};
  for (const field of IMPORT_FIELDS) {
    const column = mapping[field];
    if (!column) continue;
    const index = columns.indexOf(column);
    if (index < 0) throw DomainError.validation(`mapping.${field}: the file has no column “${column}” (its columns: ${columns.join(', ')})`, { field: `mapping.${field}` });
    indexes[field] = index;
  }
  const missing = REQUIRED_FIELDS.find((field) => indexes[field] === undefined);
  if (missing) {
    const label = MAPPABLE_FIELDS.find((f) => f.name === missing)!.label.toLowerCase();
    throw DomainError.validation(`mapping.${missing}: please choose the column that holds the ${label}`, { field: `mapping.${missing}` });
  }
  return indexes;
}
