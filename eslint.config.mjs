import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

const layerPatterns = (message) => [
  { group: ['@/features/*', '@/features', '**/features/*'], message },
  { group: ['@/app/*', '**/app/*'], message },
];
// Links are plain anchors (components/link): next/link hydrates a component and an observer per link.
const nextLinkEntry = { name: 'next/link', message: "Import { Link } from '@/components/link' (see that file)." };
const layerRule = (message) => ['error', { paths: [nextLinkEntry], patterns: layerPatterns(message) }];
const LIB_LAYER = 'lib/ is framework-free: it must not import features/ or app/.';

// Browser code reaches zod through lib/validation/zod.ts, which turns off zod's eval probe (a CSP report).
const zodEntry = { name: 'zod', message: "Import { z } from '@/lib/validation/zod' (see that file)." };

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  globalIgnores(['.next/**', '**/.next/**', '.next-*/**', '.data/**', 'node_modules/**', 'provider/db/migrations/**', 'bench/results/**', 'next-env.d.ts']),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Imports flow one way: app → features → components → lib (DESIGN.md).
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [nextLinkEntry] }] },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': layerRule('components/ is the design system: it must not import features/ or app/.') },
  },
  {
    files: ['lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': layerRule(LIB_LAYER) },
  },
  {
    files: ['features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [zodEntry, nextLinkEntry] }] },
  },
  {
    files: ['lib/validation/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [zodEntry, nextLinkEntry], patterns: layerPatterns(LIB_LAYER) }] },
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
