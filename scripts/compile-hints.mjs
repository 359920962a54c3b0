// V8's explicit compile hints (Chrome 136 and later): a script that starts with the magic comment
// below is compiled whole, off the main thread while it downloads, instead of function by function
// on the main thread as its first run calls them. The framework's chunks (React DOM, Next's router,
// Turbopack's runtime: `rootMainFiles` of the build manifest) are that kind of file: every page loads
// them and runs most of their code to hydrate. Measured: the task that starts the app went from
// 47–56 ms to 16–23 ms (docs/adr/0022-compile-hints-on-framework-chunks.md). Other browsers read a
// comment.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to the framework's chunks of the build in `distDir`, once; answers their paths. */
export function addCompileHints(distDir) {
  const { rootMainFiles } = JSON.parse(
    readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'),
  );
  const files = rootMainFiles
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(distDir, file));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (!text.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + text);
  }
  return files;
}
