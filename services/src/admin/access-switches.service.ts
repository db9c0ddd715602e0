import { z } from 'zod';
import type { AccessSwitches, AppConfigService } from '../app-config/app-config.service';
import { type Actor, assertRole } from '../auth/authorization';
import { DomainError } from '../common/domain-error';
import { parseInput } from '../common/validate';

export const switchesSchema = z.object({
  enableFreeAccessForApp: z.boolean({ error: 'enableFreeAccessForApp must be true or false' }).optional(),
  enableFreeAccessForNewsletter: z.boolean({ error: 'enableFreeAccessForNewsletter must be true or false' }).optional(),
});

/** Free access for the app and for the newsletter: admins turn them on and off. */
export class AccessSwitchesService {
  constructor(private readonly appConfig: AppConfigService) {}

  async get(actor: Actor | null | undefined): Promise<AccessSwitches> {
    assertRole(actor, 'admin');
    return this.appConfig.getAccessSwitches();
  }

  async set(actor: Actor | null | undefined, input: unknown): Promise<AccessSwitches> {
    assertRole(actor, 'admin');
    const changes = parseInput(switchesSchema, input);
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [keyof AccessSwitches, boolean][];
    if (entries.length === 0) throw DomainError.validation('Say which switch to set: enableFreeAccessForApp or enableFreeAccessForNewsletter');
    for (const [key, enabled] of entries) await this.appConfig.setAccessSwitch(key, enabled);
    return this.appConfig.getAccessSwitches();
  }
}
