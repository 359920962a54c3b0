#!/usr/bin/env node
// `npm start`: builds when there is no build or the sources changed since the last one, then serves
// the shop (the embedded database is created, migrated and seeded when the server starts).
import { spawn } from 'node:child_process';
import { ensureBuild } from './fresh-build.mjs';
import { serverCommand } from './server-command.mjs';

const status = ensureBuild();
if (status !== 0) process.exit(status);
// The server is a process of its own because its heap flags (server-command.mjs) must be given when
// node starts and the build above needs a larger heap. This script forwards the signals (Docker and
// npm signal only their direct child) and exits with the server's code.
const { command, args, env } = serverCommand({ port: process.env.PORT || '3000' });
const server = spawn(command, args, { stdio: 'inherit', env });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
