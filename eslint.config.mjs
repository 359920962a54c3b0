import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

const layerRule = (message) => [
  'error',
  {
    patterns: [
      { group: ['@/features/*', '@/features', '**/features/*'], message },
      { group: ['@/app/*', '**/app/*'], message },
    ],
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  globalIgnores(['.next/**', '.next-*/**', '.data/**', 'node_modules/**', 'provider/db/migrations/**', 'bench/results/**', 'next-env.d.ts']),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Imports flow one way: app → features → components → lib (DESIGN.md).
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': layerRule('components/ is the design system: it must not import features/ or app/.') },
  },
  {
    files: ['lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': layerRule('lib/ is framework-free: it must not import features/ or app/.') },
  },
  {
    files: ['provider/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*', '@/features/*', '@/components/*', '**/app/*', '**/features/*', '**/components/*'], message: 'The provider may use only lib/ (pure shared rules).' },
          ],
        },
      ],
    },
  },
]);
