import { config } from 'zod/v4/core';

// Zod 4 probes `new Function('')` to pick a faster parser; under the pages' CSP (no 'unsafe-eval')
// that probe is a reported CSP violation on every page that validates a form. Without eval.
config({ jitless: true });
