import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { TagSearchDocument } from '../../../generated/graphql';
import { TAG_SEARCH_LIMIT } from '../utils/job-constants';

/** The typeahead's search: tag titles for what was typed. */
export function useTagSearch(): (query: string) => Promise<string[]> {
  const client = useApolloClient();
  return useCallback(
    async (query: string) => {
      const { data } = await client.query({ query: TagSearchDocument, variables: { query, limit: TAG_SEARCH_LIMIT } });
      return data?.tags.map((tag) => tag.title) ?? [];
    },
    [client],
  );
}
