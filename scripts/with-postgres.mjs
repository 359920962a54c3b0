#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL server: initdb in a temporary directory, start,
// run the command with TEST_DATABASE_URL set, stop and remove everything, even on failure.
import { spawn } from 'node:child_process';
import { createPostgres } from './postgres-server.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-postgres <command …>');
  process.exit(2);
}

let code = 1;
let server;
try {
  // Durability is not under test here: these settings make the suite faster.
  server = await createPostgres({
    settings: ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'],
  });
  console.log(`PostgreSQL (${server.version}) running at ${server.url}`);
  const url = server.url;
  code = await new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: url },
    });
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
} catch (error) {
  console.error(error);
} finally {
  server?.destroy();
}
process.exit(code);
