import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { SendMarketingEmailDocument } from '../../../generated/graphql';

/** Queues one marketing email of a template to one user. Rejects with the API error. */
export function useSendMarketingEmail(): { send(templateId: string, email: string): Promise<void>; sending: boolean } {
  const [mutate, { loading }] = useMutation(SendMarketingEmailDocument);
  const send = useCallback(
    async (templateId: string, email: string) => {
      await mutate({ variables: { type: templateId, email } });
    },
    [mutate],
  );
  return { send, sending: loading };
}
