import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The job-list filters a user last used; they pre-populate the list next time. */
export interface SessionFilters {
  tags: string[];
  categories: string[];
  sources: string[];
  hideViewedJobs: boolean;
  worldwide: boolean;
  /** Issue #19's filters, kept once a user has used them (absent from older sessions). */
  eligibility?: 'any' | 'open' | 'confirmed';
  minPay?: number;
  payCurrency?: string;
  withPayOnly?: boolean;
  jobTypes?: string[];
  seniorities?: string[];
  sort?: 'date' | 'pay';
}

export const EMPTY_SESSION_FILTERS: SessionFilters = {
  tags: [],
  categories: [],
  sources: [],
  hideViewedJobs: false,
  worldwide: false,
};

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  name!: string;

  /** Null for a newsletter subscriber who has not chosen a password yet (they can via Forgot password). */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash!: string | null;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  @Column({ name: 'is_recruiter', type: 'boolean', default: false })
  isRecruiter!: boolean;

  @Column({ name: 'avatar_file_id', type: 'uuid', nullable: true })
  avatarFileId!: string | null;

  /** ISO 3166-1 alpha-2; null until the user says. */
  @Column({ type: 'text', nullable: true })
  country!: string | null;

  /** IANA time zone name; null until the user says (their country's zones count then). */
  @Column({ type: 'text', nullable: true })
  timezone!: string | null;

  @Column({ name: 'session_filters', type: 'jsonb' })
  sessionFilters!: SessionFilters;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
