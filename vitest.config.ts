import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = {
  '@': root,
  // The real package throws outside React Server Components; tests import server modules directly.
  'server-only': fileURLToPath(new URL('./tests/fixtures/empty-module.ts', import.meta.url)),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{lib,components,features,app,tests/unit}/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./tests/setup-dom.ts'],
          // Above testing-library's 5 s wait (tests/setup-dom.ts), for a loaded CI machine.
          testTimeout: 15_000,
          // next-intl's ESM imports `next/navigation`, which Node resolves only through a bundler.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'provider',
          include: ['provider/**/*.test.ts'],
          environment: 'node',
          // Each file's database is a copy of one migrated and seeded once per run.
          globalSetup: ['./provider/testing/template-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
