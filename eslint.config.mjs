// One lint config for every workspace.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app's features, each a folder of web/src/features.
const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The router library is named only by web/src/lib/router, the facade every screen imports routing
 * from: a change of router (or of its version) stays in that folder.
 */
const ROUTER_LIBRARY = {
  regex: '^react-router(-dom)?(/|$)',
  message: 'Import routing from web/src/lib/router, the facade over the router library.',
};

/**
 * The web app reaches the services' code only through the forms' shared schemas
 * (@remotehunt/forms, services/src/forms): anything else there is server code (TypeORM, node).
 */
const WEB_REACHES_ONLY_SHARED_FORMS = [
  {
    regex: '^@remotehunt/(services|gateway)(/|$)|^(\\.\\./)+(services|gateway)/',
    message: 'The web app imports only the forms\' shared schemas from the services, as @remotehunt/forms/<family>.',
  },
];

/**
 * Web features import only shared code (components, hooks, lib, config, generated), never each
 * other: a feature can change without breaking another, and the app (web/src/app) composes them.
 * One block per feature, forbidding every other feature's folder however the path reaches it.
 * (A later block's no-restricted-imports replaces an earlier one's, so each repeats the web-wide patterns.)
 */
const featureBoundaries = WEB_FEATURES.map((feature) => {
  const others = WEB_FEATURES.filter((other) => other !== feature);
  return {
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ROUTER_LIBRARY,
            {
              regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
              message: `The ${feature} feature imports only shared code (web/src/components, hooks, lib, config), never another feature: move what both need into shared code, or compose the two in web/src/app.`,
            },
            ...WEB_REACHES_ONLY_SHARED_FORMS,
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'web/src/generated/**', 'coverage/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // One authorization model: a service method that acts for a person takes the caller (`actor`)
    // or an `Owner`, which only services/src/auth/authorization.ts makes after the ownership check,
    // so no transport or job can reach a person's records with a bare id.
    files: ['services/src/**/*.ts'],
    ignores: ['**/__tests__/**', '**/*.int-spec.ts', 'services/src/test/**', 'services/src/auth/authorization.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MethodDefinition[kind='method'][accessibility!='private'][accessibility!='protected'] > FunctionExpression:not(:has(> Identifier[name='actor'])) > Identifier[name=/^(user|owner)Id$/]",
          message:
            'A service method acting for a person takes the Owner (ownerFor/selfOwner) or the actor, not a bare user id: authorization is decided in services/src/auth/authorization.ts. A system step that acts for nobody may disable this with its reason.',
        },
        {
          selector: "TSAsExpression[typeAnnotation.typeName.name='Owner'], TSTypeAssertion[typeAnnotation.typeName.name='Owner']",
          message: 'Only services/src/auth/authorization.ts makes an Owner, after the ownership check.',
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: WEB_REACHES_ONLY_SHARED_FORMS }],
    },
  },
  {
    // Features get the same rule with their boundaries (featureBoundaries): a later block's rule replaces an earlier one's.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/router/**', 'web/src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ROUTER_LIBRARY, ...WEB_REACHES_ONLY_SHARED_FORMS] }] },
  },
  ...featureBoundaries,
  {
    // The forms' schemas are bundled into the web app too: zod and each other only, no TypeORM, node or country lists.
    files: ['services/src/forms/**/*.ts'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\./)', message: 'services/src/forms is shared with the web app: it imports only zod and its own files.' }] },
      ],
    },
  },
  {
    files: ['**/__tests__/**', '**/*.int-spec.ts', '**/*.e2e.ts', '**/test/**', 'scripts/**/*.spec.js'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
