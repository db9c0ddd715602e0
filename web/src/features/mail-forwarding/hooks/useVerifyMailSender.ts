import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { VerifyMailSenderDocument } from '../../../generated/graphql';
import { serverMessage } from '../../../lib/api-errors';
import { messageText } from '../utils/message-text';
import { VERIFY_MESSAGES } from '../utils/mail-forwarding-messages';

export type VerifyOutcome = { confirmed: true; address: string } | { confirmed: false; message: string };

/**
 * Confirms an address to forward from with the token of its mailed link, when the person asks
 * (`confirm`), never on opening: mail scanners and link previews open links too, and must not
 * confirm an address for someone. `outcome` is null until there is one (at once for a link
 * without its token); `pending` while the answer is on its way.
 */
export function useVerifyMailSender(token: string | null): { outcome: VerifyOutcome | null; pending: boolean; confirm: () => void } {
  const [verify, { loading }] = useMutation(VerifyMailSenderDocument);
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(token ? null : { confirmed: false, message: VERIFY_MESSAGES.incomplete });

  const confirm = useCallback(() => {
    if (!token) return;
    verify({ variables: { token } })
      .then(({ data }) => {
        if (!data) throw new Error('The confirmation answered no address');
        setOutcome({ confirmed: true, address: data.verifyMailSender });
      })
      .catch((error: unknown) => {
        const message = serverMessage(error);
        setOutcome({ confirmed: false, message: message ? messageText(message) : VERIFY_MESSAGES.failed });
      });
  }, [token, verify]);

  return { outcome, pending: loading, confirm };
}
