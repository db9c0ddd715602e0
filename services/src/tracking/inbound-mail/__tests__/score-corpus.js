/**
 * Scores the corpus in a child process and prints the results as JSON, for corpus.spec.ts: jest
 * names its tests while loading the file, before anything asynchronous (mailparser) can finish, and
 * the figure belongs in the test's name. TypeScript is compiled on require with @swc/core, the
 * compiler jest itself uses here (@swc/jest).
 */
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

require('./corpus-results.ts')
  .scoreCorpus()
  .then((results) => process.stdout.write(JSON.stringify(results)))
  .catch((error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  });
