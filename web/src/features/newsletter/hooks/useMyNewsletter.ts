import { useQuery } from '@apollo/client/react';
import { MyNewsletterDocument, type NewsletterFieldsFragment } from '../../../generated/graphql';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';
import { useSession } from '../../../lib/session/useSession';

export interface MyNewsletter {
  newsletter: NewsletterFieldsFragment | null;
  /** Whether `newsletter` is the server's answer: a visitor has none, a user's is on its way. */
  known: boolean;
}

/** The signed-in caller's newsletter, fresh from the server on arrival; a visitor has none to load. */
export function useMyNewsletter(): MyNewsletter {
  const { isLoggedIn } = useSession();
  const { data, error } = useQuery(MyNewsletterDocument, {
    skip: !isLoggedIn,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  useNotifyQueryFailure(error);
  if (!isLoggedIn) return { newsletter: null, known: true };
  return { newsletter: data?.myNewsletter ?? null, known: data !== undefined || Boolean(error) };
}
