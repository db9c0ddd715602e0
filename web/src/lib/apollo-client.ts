import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { Kind, type DocumentNode } from 'graphql';
import { isUnauthenticated } from './api-errors';
import { earlyResponseLink } from './early-response-link';
import { raiseLoginRequired } from './login-required';
import { requestHeaders } from './request-headers';

/** A wrong password is an answer to show on the form, not an expired session. */
const CREDENTIAL_FIELDS = new Set(['signIn', 'signUp']);

function isCredentialOperation(query: DocumentNode): boolean {
  return query.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === 'mutation' &&
      definition.selectionSet.selections.some(
        (selection) => selection.kind === Kind.FIELD && CREDENTIAL_FIELDS.has(selection.name.value),
      ),
  );
}

export function createApolloClient({ uri = '/graphql' }: { uri?: string } = {}): ApolloClient {
  // HttpLink always POSTs (no useGETForQueries), so every operation is a state-changing method for XSRF purposes.
  const headersLink = new SetContextLink((previous) => ({
    headers: { ...(previous.headers as Record<string, string> | undefined), ...requestHeaders('POST') },
  }));

  const loginRequiredLink = new ErrorLink(({ error, operation }) => {
    if (isUnauthenticated(error) && !isCredentialOperation(operation.query)) raiseLoginRequired();
  });

  return new ApolloClient({
    link: ApolloLink.from([loginRequiredLink, headersLink, earlyResponseLink(), new HttpLink({ uri, credentials: 'same-origin' })]),
    // An exchange rate has no id: its currency is its key, so a saved rate updates the admin's list.
    // A hidden company is one per company for the caller. The caller's subscription (no id, one per
    // user) is read whole by the Subscription page and in part by Account Settings: answers merge.
    cache: new InMemoryCache({
      typePolicies: {
        ExchangeRate: { keyFields: ['currency'] },
        HiddenCompany: { keyFields: ['companyId'] },
        SubscriptionDetails: { merge: true },
      },
    }),
  });
}
