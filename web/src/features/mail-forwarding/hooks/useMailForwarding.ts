import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AddMailSenderDocument,
  MailForwardingDocument,
  RemoveMailSenderDocument,
  ReplaceForwardingAddressDocument,
  type AddMailSenderMutation,
  type MailForwardingFieldsFragment,
} from '../../../generated/graphql';
import { useNotifyQueryFailure } from '../../../hooks/useNotifyFailure';

export type MailForwarding = MailForwardingFieldsFragment;
export type MailSender = AddMailSenderMutation['addMailSender'];

/**
 * The private forwarding address (made on first use) and the addresses mail is read from:
 * replacing the address, adding an address to forward from (a confirmation link is mailed to it)
 * and removing one.
 */
export function useMailForwarding() {
  const { data, error, refetch } = useQuery(MailForwardingDocument, { fetchPolicy: 'cache-and-network' });
  useNotifyQueryFailure(error);
  const [replaceMutation] = useMutation(ReplaceForwardingAddressDocument);
  const [addMutation] = useMutation(AddMailSenderDocument, { refetchQueries: [MailForwardingDocument], awaitRefetchQueries: true });
  const [removeMutation] = useMutation(RemoveMailSenderDocument, { refetchQueries: [MailForwardingDocument], awaitRefetchQueries: true });

  return {
    forwarding: data?.mailForwarding,
    failed: Boolean(error),
    retry: useCallback(() => void refetch().catch(() => undefined), [refetch]),
    replaceAddress: useCallback(async () => {
      await replaceMutation({
        update: (cache, { data: answer }) => {
          if (answer) cache.writeQuery({ query: MailForwardingDocument, data: { mailForwarding: answer.replaceForwardingAddress } });
        },
      });
    }, [replaceMutation]),
    /** Resolves to the address as the server keeps it (lower-cased), and whether it was confirmed already. */
    addSender: useCallback(
      async (address: string): Promise<MailSender> => {
        const result = await addMutation({ variables: { address } });
        return result.data!.addMailSender;
      },
      [addMutation],
    ),
    removeSender: useCallback(
      async (id: string) => {
        await removeMutation({ variables: { id } });
      },
      [removeMutation],
    ),
  };
}
