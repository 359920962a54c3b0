import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait on a condition; their default 1 s limit is too short for a loaded 2-core CI
// machine (a cart count that appeared after 1.07 s failed a run), so they wait up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
