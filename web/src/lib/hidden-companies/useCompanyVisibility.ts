import { useCallback, useMemo } from 'react';
import { useMutation } from '@apollo/client/react';
import { useLoader } from '../../components/GlobalLoader';
import { useNotify } from '../../components/Notifications';
import { HideCompanyDocument, UnhideCompanyDocument } from '../../generated/graphql';
import { useNotifyFailure } from '../../hooks/useNotifyFailure';
import { serverMessage } from '../../lib/api-errors';
import { HIDDEN_COMPANY_MESSAGES } from './hidden-company-messages';
import { forgetCompanyFilteredLists } from './hidden-company-cache';
import type { HiddenCompany } from './useHiddenCompanies';

export interface CompanyVisibility {
  /** Hides a company's jobs by its name as jobs show it; the message offers Undo. */
  hide(companyName: string): Promise<void>;
  /** Shows a hidden company's jobs again. */
  show(company: Pick<HiddenCompany, 'companyId' | 'name'>): Promise<void>;
}

/** "Hide jobs from this company" and its undoing, telling the user either way; the lists follow. */
export function useCompanyVisibility(): CompanyVisibility {
  const [hideMutation] = useMutation(HideCompanyDocument, { update: forgetCompanyFilteredLists });
  const [unhideMutation] = useMutation(UnhideCompanyDocument, { update: forgetCompanyFilteredLists });
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();

  const show = useCallback<CompanyVisibility['show']>(
    async ({ companyId, name }) => {
      try {
        await track(unhideMutation({ variables: { companyId } }));
        notify({ type: 'success', message: HIDDEN_COMPANY_MESSAGES.companyShown(name) });
      } catch (error) {
        notifyFailure(error, serverMessage(error));
      }
    },
    [unhideMutation, notify, notifyFailure, track],
  );

  const hide = useCallback<CompanyVisibility['hide']>(
    async (companyName) => {
      try {
        const { data } = await track(hideMutation({ variables: { companyName } }));
        const hidden = data?.hideCompany;
        if (!hidden) return;
        notify({
          type: 'success',
          message: HIDDEN_COMPANY_MESSAGES.companyHidden(hidden.name),
          action: { label: 'Undo', onClick: () => void show(hidden) },
        });
      } catch (error) {
        notifyFailure(error, serverMessage(error));
      }
    },
    [hideMutation, show, notify, notifyFailure, track],
  );

  return useMemo(() => ({ hide, show }), [hide, show]);
}
