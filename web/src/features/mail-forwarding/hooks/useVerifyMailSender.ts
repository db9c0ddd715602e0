import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { VerifyMailSenderDocument } from '../../../generated/graphql';
import { serverMessage } from '../../../lib/api-errors';
import { messageText } from '../utils/message-text';
import { VERIFY_MESSAGES } from '../utils/mail-forwarding-messages';

export type VerifyOutcome = { confirmed: true; address: string } | { confirmed: false; message: string };

/**
 * Confirms an address to forward from with the token of its mailed link, once (a link works once:
 * StrictMode's second effect run must not spend it again). Null while the answer is on its way.
 */
export function useVerifyMailSender(token: string | null): VerifyOutcome | null {
  const [verify] = useMutation(VerifyMailSenderDocument);
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(token ? null : { confirmed: false, message: VERIFY_MESSAGES.incomplete });
  // A ref, not state: StrictMode runs the effect twice and the token can be used only once.
  const used = useRef<string | null>(null);

  useEffect(() => {
    if (!token || used.current === token) return;
    used.current = token;
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

  return outcome;
}
