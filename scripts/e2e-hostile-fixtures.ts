// Stored-XSS fixtures for tests/e2e/hostile.spec.ts (issue 11), written into the e2e server's fresh
// database before the server opens it (PGlite allows one process): an unlisted dynamic page at
// /{locale}/hostile-fixture whose rich text carries every payload kind, each of which would set
// window.__pwned if it ran. Only scripts/e2e-server.mjs runs this, when E2E_HOSTILE_FIXTURES=1.
import { openDatabase } from '../provider/db/client';
import { dynamicPages } from '../provider/db/schema';
import { seed } from '../provider/db/seed';
import { HOSTILE_HTML } from '../provider/testing/hostile';

const HOSTILE_FIXTURE_SLUG = 'hostile-fixture';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: e2e-hostile-fixtures.ts <data dir>');
const database = await openDatabase({ dataDir });
await seed(database.db);
const body = HOSTILE_HTML.replaceAll('alert(1)', 'window.__pwned=1');
const text = { ro: body, en: body, ru: body, it: body };
await database.db
  .insert(dynamicPages)
  .values({
    slug: HOSTILE_FIXTURE_SLUG,
    title: {
      ro: 'Pagină de test <img src=x onerror="window.__pwned=1">',
      en: 'Test page <img src=x onerror="window.__pwned=1">',
    },
    description: { ro: '<script>window.__pwned=1</script>' },
    body: text,
    indexing: false,
  })
  .onConflictDoNothing();
await database.close();
