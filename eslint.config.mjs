import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

const layerPatterns = (message) => [
  { group: ['@/features/*', '@/features', '**/features/*'], message },
  { group: ['@/app/*', '**/app/*'], message },
];
// Links are next-intl's Link in components/link (ADR 9): it localises the href and keeps prefetch and
// navigation events in one place. next/link is reached only there, through lib/i18n/navigation.
const nextLinkEntry = {
  name: 'next/link',
  message: "Import { Link } from '@/components/link' (see that file).",
};
const layerRule = (message) => [
  'error',
  { paths: [nextLinkEntry], patterns: layerPatterns(message) },
];
const LIB_LAYER = 'lib/ is framework-free: it must not import features/ or app/.';

// Browser code reaches zod through lib/validation/zod.ts, which turns off zod's eval probe (a CSP report).
const zodEntry = {
  name: 'zod',
  message: "Import { z } from '@/lib/validation/zod' (see that file).",
};

// Feature entry points (issue 30). Another feature is imported only through its entries:
// - `@/features/<name>`: index.ts, the server entry (loaders, views, metadata; may be server-only);
// - `@/features/<name>/client`: client.ts, its client components and hooks (never server-only).
// Inside a feature imports are free (relative, or `@/features/<own>/…`); a relative path must not
// leave the feature's folder. Dynamic `import()` follows the same rule.
const FEATURES = readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Light entries, the only other allowed ones: they keep react-query, zod and the modals' code off the
// first load of public pages, whose islands need a little of these features.
const LIGHT_ENTRIES = [
  'cart/actions', // add to cart (react-query loads on the first add), the badge's store: calculator, header
  'auth/session', // the browser session (store, token, its announcements): the header's account island, the cart
  'auth/reset-password', // the reset-password page's form, kept out of the server entry the cart imports
  'seo/preview-pages', // the SEO preview's pages, kept out of the server entry every page imports for its metadata
  'catalog/product-page', // the product page's view, kept out of the server entry the listing pages import
];
const ENTRY_MESSAGE =
  "Import another feature through its entry: '@/features/<name>' (server) or '@/features/<name>/client' (client), or a light entry listed in eslint.config.mjs.";
const RELATIVE_MESSAGE =
  "A relative import stays inside its feature: other features through their entries, other folders through '@/'.";
// The shell (header, footer, overlays) is imported by app/ only: what a feature needs of it lives lower down.
const SHELL_MESSAGE =
  'features/layout is the shell, imported by app/ only: shared pieces live in lib/, components/ or the feature they belong to.';
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An alias import of another feature's internals, seen from feature `own` (or from app/). */
const deepFeatureImport = (own) =>
  `^@/features/${own ? `(?!${own}/)` : ''}(?!(${LIGHT_ENTRIES.map(escapeRegex).join('|')})$)[^/]+/(?!client$)`;
/** Leaves a file's feature folder: `depth` is how many folders below features/<name>/ the file lies. */
const leavesFeature = (depth) => `^(\\.\\./){${depth + 1}}`;
// no-restricted-imports ignores import(); esquery's regexes cannot contain '/', so it is written \u002F.
const dynamicImport = (regex, message) => ({
  selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\u002F')}/]`,
  message,
});
const boundaryRules = (paths, regexes) => ({
  'no-restricted-imports': [
    'error',
    { paths, patterns: regexes.map(([regex, message]) => ({ regex, message })) },
  ],
  'no-restricted-syntax': [
    'error',
    ...regexes.map(([regex, message]) => dynamicImport(regex, message)),
  ],
});
// One block per feature and folder depth (a relative path leaves the feature after depth + 1 `../`);
// the last depth also covers deeper files, conservatively (none exist).
const DEPTHS = [0, 1, 2, 3];
const featureBoundaries = FEATURES.flatMap((feature) =>
  DEPTHS.map((depth) => ({
    files:
      depth === DEPTHS.at(-1)
        ? [`features/${feature}/${'*/'.repeat(depth)}**/*.{ts,tsx}`]
        : [`features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: boundaryRules(
      [zodEntry, nextLinkEntry],
      [
        [deepFeatureImport(feature), ENTRY_MESSAGE],
        [leavesFeature(depth), RELATIVE_MESSAGE],
        ...(feature === 'layout' ? [] : [['^@/features/layout(/|$)', SHELL_MESSAGE]]),
      ],
    ),
  })),
);

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  globalIgnores([
    '.next/**',
    '**/.next/**',
    '.next-*/**',
    '**/.next-*/**',
    '.data/**',
    'node_modules/**',
    'provider/db/migrations/**',
    'bench/results/**',
    'next-env.d.ts',
  ]),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // No import circle (issue 43), not even one held apart by import(): features lean on each other one
  // way, through their entries, and a feature that must tell another something announces it (the auth
  // store's session events, the modals' onModalOpen). Packages are not followed, nor parsed.
  {
    files: ['**/*.{ts,tsx,mjs}'],
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Imports flow one way: app → features → components → lib (DESIGN.md).
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: boundaryRules(
      [nextLinkEntry],
      [
        [deepFeatureImport(null), ENTRY_MESSAGE],
        ['^(\\.\\./)+features(/|$)', ENTRY_MESSAGE],
      ],
    ),
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': layerRule(
        'components/ is the design system: it must not import features/ or app/.',
      ),
    },
  },
  {
    files: ['lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': layerRule(LIB_LAYER) },
  },
  ...featureBoundaries,
  {
    files: ['lib/validation/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [zodEntry, nextLinkEntry], patterns: layerPatterns(LIB_LAYER) },
      ],
    },
  },
  {
    files: ['provider/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/app/*',
                '@/features/*',
                '@/components/*',
                '**/app/*',
                '**/features/*',
                '**/components/*',
              ],
              message: 'The provider may use only lib/ (pure shared rules).',
            },
          ],
        },
      ],
    },
  },
]);
