import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Statuses an applied job moves through (the kanban columns). Seeded by migration. */
@Entity('job_statuses')
export class JobStatusEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'integer' })
  position!: number;
}

/** Kinds of document a user can upload (resume, cover letter). */
@Entity('file_types')
export class FileTypeEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'integer' })
  position!: number;
}

/** Marketing email templates an admin can send. */
@Entity('email_templates')
export class EmailTemplateEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  subject!: string;
}

export type AccessSwitchKey = 'enableFreeAccessForApp' | 'enableFreeAccessForNewsletter';

/** Admin switches that open paid features to everyone. */
@Entity('access_switches')
export class AccessSwitchEntity {
  @PrimaryColumn({ type: 'text' })
  key!: AccessSwitchKey;

  @Column({ type: 'boolean' })
  enabled!: boolean;
}

/** The canonical job category list; public bar slugs and filter titles. */
@Entity('job_categories')
export class JobCategoryEntity {
  @PrimaryColumn({ type: 'text' })
  slug!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'integer' })
  position!: number;
}

/** A public job board we ingest from (a "source" in the filters). */
@Entity('job_boards')
export class JobBoardEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  url!: string;

  @Column({ type: 'text' })
  favicon!: string;

  @Column({ type: 'text' })
  description!: string;

  /** False for RemoteHunt's own board of paid postings: not a board to browse or filter by. */
  @Column({ type: 'boolean', default: true })
  listed!: boolean;
}
