import { useQuery } from '@apollo/client/react';
import { AdminAppConfigDocument, type AdminAppConfigQuery } from '../../../generated/graphql';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

export type EmailTemplate = AdminAppConfigQuery['appConfig']['emailTemplates'][number];
export type AccessSwitches = AdminAppConfigQuery['appConfig']['accessSwitches'];

export interface AdminAppConfig {
  emailTemplates: readonly EmailTemplate[];
  accessSwitches: AccessSwitches | null;
  loading: boolean;
  failed: boolean;
  retry(): void;
}

const NO_TEMPLATES: readonly EmailTemplate[] = [];

/**
 * The marketing email templates and the free access switches. `fresh` asks the server even when
 * the cache has them (the switches can be changed by another admin meanwhile).
 */
export function useAdminAppConfig({ fresh = false }: { fresh?: boolean } = {}): AdminAppConfig {
  const { data, loading, error, refetch } = useQuery(AdminAppConfigDocument, {
    fetchPolicy: fresh ? 'cache-and-network' : 'cache-first',
  });
  useNotifyQueryFailure(error);
  const appConfig = error ? undefined : data?.appConfig;
  return {
    emailTemplates: appConfig?.emailTemplates ?? NO_TEMPLATES,
    accessSwitches: appConfig?.accessSwitches ?? null,
    loading,
    failed: Boolean(error),
    retry: () => {
      void refetch().catch(() => undefined);
    },
  };
}
