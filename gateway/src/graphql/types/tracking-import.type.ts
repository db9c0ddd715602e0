import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';

// Plain data: simple resolvers skip type-graphql's per-field wrapper.

@InputType({ description: 'Which column (by its header) holds each field; a field left out is not imported' })
export class ImportMappingInput {
  @Field(() => String, { nullable: true })
  jobTitle?: string | null;

  @Field(() => String, { nullable: true })
  companyName?: string | null;

  @Field(() => String, { nullable: true })
  applyUrl?: string | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true })
  salary?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'Words such as Wishlist, Applied, Interview, Offer, Rejected, or our status titles' })
  status?: string | null;

  @Field(() => String, { nullable: true })
  appliedAt?: string | null;

  @Field(() => String, { nullable: true, description: 'When the job was added or saved' })
  addedAt?: string | null;

  @Field(() => String, { nullable: true, description: 'Imported as a note on the application' })
  notes?: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'Which column holds each field' })
export class ImportMapping {
  @Field(() => String, { nullable: true })
  jobTitle?: string;

  @Field(() => String, { nullable: true })
  companyName?: string;

  @Field(() => String, { nullable: true })
  applyUrl?: string;

  @Field(() => String, { nullable: true })
  location?: string;

  @Field(() => String, { nullable: true })
  salary?: string;

  @Field(() => String, { nullable: true })
  description?: string;

  @Field(() => String, { nullable: true })
  status?: string;

  @Field(() => String, { nullable: true })
  appliedAt?: string;

  @Field(() => String, { nullable: true })
  addedAt?: string;

  @Field(() => String, { nullable: true })
  notes?: string;
}

@ObjectType({ simpleResolvers: true })
export class ImportField {
  @Field(() => String, { description: 'The mapping field: jobTitle, companyName, applyUrl, …' })
  name!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Boolean)
  required!: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'One of the first rows, as it would import, or why it would not' })
export class ImportPreviewRow {
  @Field(() => Int, { description: 'The CSV line the row starts on; for our JSON export, the application’s position' })
  line!: number;

  @Field(() => String, { nullable: true })
  error!: string | null;

  @Field(() => [String], { description: 'The row’s cells as the file has them (CSV only)' })
  cells!: string[];

  @Field(() => String, { nullable: true })
  jobTitle!: string | null;

  @Field(() => String, { nullable: true })
  companyName!: string | null;

  @Field(() => String, { nullable: true })
  applyUrl!: string | null;

  @Field(() => String, { nullable: true })
  location!: string | null;

  @Field(() => String, { nullable: true })
  salary!: string | null;

  @Field(() => String, { nullable: true, description: 'The status’s title' })
  status!: string | null;

  @Field(() => Boolean, { description: 'Saved for later, not applied to' })
  saved!: boolean;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Null while saved for later' })
  appliedAt!: string | null;

  @Field(() => Int)
  statusChanges!: number;

  @Field(() => Int)
  tasks!: number;

  @Field(() => Int)
  contacts!: number;

  @Field(() => Int)
  notes!: number;
}

@ObjectType({ simpleResolvers: true, description: 'An uploaded file, before anything is imported' })
export class TrackingImportPreview {
  @Field(() => ID)
  importId!: string;

  @Field(() => String)
  fileName!: string;

  @Field(() => String, { description: 'huntr, teal, remotehunt-json, remotehunt-csv or generic' })
  format!: string;

  @Field(() => [String], { description: 'The CSV header; empty for our JSON export' })
  columns!: string[];

  @Field(() => Int)
  rows!: number;

  @Field(() => [ImportField])
  fields!: ImportField[];

  @Field(() => ImportMapping, { nullable: true })
  suggestedMapping!: ImportMapping | null;

  @Field(() => ImportMapping, { nullable: true, description: 'The mapping this preview shows' })
  mapping!: ImportMapping | null;

  @Field(() => Boolean, { description: 'runImport must be given a mapping' })
  mappingRequired!: boolean;

  @Field(() => [ImportPreviewRow])
  preview!: ImportPreviewRow[];

  @Field(() => DateTimeISOResolver, { description: 'Uploads are kept for a day' })
  expiresAt!: string;
}

@ObjectType({ simpleResolvers: true })
export class ImportFailure {
  @Field(() => Int)
  line!: number;

  @Field(() => String)
  message!: string;
}

@ObjectType({ simpleResolvers: true })
export class ImportResult {
  @Field(() => Int)
  imported!: number;

  @Field(() => Int, { description: 'Already in the tracker: imported before, or the same link tracked' })
  skipped!: number;

  @Field(() => Int)
  failedCount!: number;

  @Field(() => [ImportFailure], { description: 'The first 100 rows that failed' })
  failed!: ImportFailure[];
}
