import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { parse, print, type DocumentNode } from 'graphql';
import { earlyOperations } from '../../../vite-plugins/early-requests';
import { BootstrapDocument, JobsDocument } from '../../generated/graphql';

/** A document's definitions, printed one by one and sorted, so their order does not matter. */
const definitionsOf = (document: DocumentNode) => document.definitions.map((definition) => print(definition)).sort();

describe('the queries the boot script sends', () => {
  const operations = earlyOperations(path.resolve(__dirname, '../..'));

  it.each([
    ['Bootstrap', operations.bootstrap, BootstrapDocument],
    ['Jobs', operations.jobs, JobsDocument],
  ])('%s asks exactly what the Apollo client asks (fields and __typename)', (_name, text, document) => {
    expect(definitionsOf(parse(text))).toEqual(definitionsOf(addTypenameToDocument(document)));
  });
});
