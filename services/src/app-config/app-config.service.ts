import countries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import type { DataSource } from 'typeorm';
import { boardIcon } from '../job-boards/board-icon';
import {
  AccessSwitchEntity,
  type AccessSwitchKey,
  EmailTemplateEntity,
  FileTypeEntity,
  JobBoardEntity,
  JobCategoryEntity,
  JobStatusEntity,
} from './app-config.entities';

countries.registerLocale(english);

export interface Country {
  name: string;
  code: string;
}
export interface JobStatusView {
  _id: string;
  title: string;
}
export interface FileTypeView {
  id: string;
  title: string;
}
export interface EmailTemplateView {
  id: string;
  name: string;
}
export interface AccessSwitches {
  enableFreeAccessForApp: boolean;
  enableFreeAccessForNewsletter: boolean;
}
export interface FilterSource {
  name: string;
  favicon: string;
}
export interface JobCategoryView {
  slug: string;
  title: string;
}
export interface AppConfigView {
  fileTypes: FileTypeView[];
  emailTemplates: EmailTemplateView[];
  countries: Country[];
  accessSwitches: AccessSwitches;
  filters: { sources: FilterSource[]; categories: string[] };
}

// The country list comes from a maintained package; it changes only with it.
const COUNTRIES: Country[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

export class AppConfigService {
  constructor(private readonly db: DataSource) {}

  async listJobStatuses(): Promise<JobStatusView[]> {
    const rows = await this.db.getRepository(JobStatusEntity).find({ order: { position: 'ASC' } });
    return rows.map((r) => ({ _id: r.id, title: r.title }));
  }

  listCountries(): Country[] {
    return COUNTRIES;
  }

  async listCategories(): Promise<JobCategoryView[]> {
    const rows = await this.db.getRepository(JobCategoryEntity).find({ order: { position: 'ASC' } });
    return rows.map((r) => ({ slug: r.slug, title: r.title }));
  }

  async getAccessSwitches(): Promise<AccessSwitches> {
    const rows = await this.db.getRepository(AccessSwitchEntity).find();
    const on = (key: AccessSwitchKey) => rows.find((r) => r.key === key)?.enabled ?? false;
    return {
      enableFreeAccessForApp: on('enableFreeAccessForApp'),
      enableFreeAccessForNewsletter: on('enableFreeAccessForNewsletter'),
    };
  }

  async setAccessSwitch(key: AccessSwitchKey, enabled: boolean): Promise<AccessSwitches> {
    await this.db.getRepository(AccessSwitchEntity).upsert({ key, enabled }, ['key']);
    return this.getAccessSwitches();
  }

  async getAppConfig(): Promise<AppConfigView> {
    const [fileTypes, templates, accessSwitches, categories, boards] = await Promise.all([
      this.db.getRepository(FileTypeEntity).find({ order: { position: 'ASC' } }),
      this.db.getRepository(EmailTemplateEntity).find({ order: { name: 'ASC' } }),
      this.getAccessSwitches(),
      this.listCategories(),
      this.db.getRepository(JobBoardEntity).find({ where: { listed: true }, order: { name: 'ASC' } }),
    ]);
    return {
      fileTypes: fileTypes.map((f) => ({ id: f.id, title: f.title })),
      emailTemplates: templates.map((t) => ({ id: t.id, name: t.name })),
      countries: COUNTRIES,
      accessSwitches,
      filters: {
        sources: boards.map((b) => ({ name: b.name, favicon: boardIcon(b.favicon) })),
        categories: categories.map((c) => c.title),
      },
    };
  }
}
