// The one entry to zod for code that may run in the browser.
// eslint-disable-next-line no-restricted-imports -- this module is that entry
import { z } from 'zod';
import { config } from 'zod/v4/core';

// Zod 4 probes `new Function('')` to pick a faster parser; under the pages' CSP (no 'unsafe-eval')
// that probe is a reported CSP violation on every page that validates a form. Configured here rather
// than in instrumentation-client.ts, which would load zod's core on every page's first paint
// whether or not it has a form. The server keeps the compiled parser.
if (typeof window !== 'undefined') config({ jitless: true });

export { z };
