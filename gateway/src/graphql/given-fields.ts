/**
 * An input object's given fields. Every field of such an input is nullable, and a GraphQL client
 * often sends an unset field as null ({content: null, done: true} to toggle a task): null means
 * "not given", as a missing key does.
 */
export const givenFields = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)) as Partial<T>;
