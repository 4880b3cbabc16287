import { includeIgnoreFile } from '@eslint/compat';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

/** Every folder of the web app's features: a new feature is held to the import rules the day it appears. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Modules talk to each other through services, never another module's repository. */
const otherModulesRepository = {
  regex: '^\\.\\./[^/]+/[^/]+\\.repository$',
  message: "Use the other module's service.",
};
const queriesInRepositories = "Queries live in the module's repository.";

export default tseslint.config(
  // What git ignores (builds, data, test reports: a Playwright report's bundled scripts doubled lint's
  // time and failed it), and the migrations, which drizzle-kit writes.
  includeIgnoreFile(fileURLToPath(new URL('./.gitignore', import.meta.url))),
  { ignores: ['apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // The browser's route table carries no schemas (apps/web/vite.config.ts).
          selector:
            "MemberExpression[object.object.object.name='routes'][property.name=/^(params|query|body|responses)$/]",
          message: "The browser's route table has no schemas: import the schema from its *.schemas module.",
        },
      ],
      // Code flows shared → features → app: a feature never imports another feature or the app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: compose them in src/app.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app layer.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/hooks'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code does not import features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // The React compiler's rules are in eslint.react-compiler.config.js.
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModulesRepository] }] },
  },
  {
    files: ['apps/server/**/*.service.ts'],
    rules: {
      // Services hold rules and transactions; queries live in repositories.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: queriesInRepositories }],
          patterns: [
            otherModulesRepository,
            { group: ['drizzle-orm/*'], message: queriesInRepositories },
            { regex: '/db/schema/', message: queriesInRepositories },
          ],
        },
      ],
    },
  },
);
