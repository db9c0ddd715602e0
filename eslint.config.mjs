// One lint config for every workspace.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    },
  },
  {
    files: ['**/__tests__/**', '**/*.int-spec.ts', '**/*.e2e.ts', '**/test/**', 'scripts/**/*.spec.js'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
