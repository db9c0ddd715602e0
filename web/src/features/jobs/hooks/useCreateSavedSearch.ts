import { useMutation } from '@apollo/client/react';
import { CreateSavedSearchDocument, type JobFilterInput } from '../../../generated/graphql';

/** Saves a filter under a name; the side menu and the Saved Searches page list it. Throws the server's refusal. */
export function useCreateSavedSearch(): (name: string, filter: JobFilterInput) => Promise<{ id: string; name: string }> {
  const [create] = useMutation(CreateSavedSearchDocument, {
    // By name: those queries belong to the menu and the Saved Searches page, which this feature does not import.
    refetchQueries: ['SideMenuNews', 'SavedSearches'],
  });
  return async (name, filter) => {
    const { data } = await create({ variables: { name, filter } });
    if (!data) throw new Error('The search was not saved');
    return data.createSavedSearch;
  };
}
