// `npm run staff:add -- --email EMAIL --role manager|marketing|admin [--name NAME] [--totp]`
// Issue 38: adds a staff member (or sets an existing one's role and password). The password comes
// from STAFF_PASSWORD or, on a terminal, from a prompt that does not echo; under 12 characters it is
// refused. With the embedded database (PGlite, one process) the server must be stopped.
import { parseArgs } from 'node:util';
import { getConfig } from '../lib/config';
import { DatabaseBusyError, openDatabase } from '../provider/db/client';
import { addStaffUser, MIN_STAFF_PASSWORD_LENGTH } from '../provider/domain/staff';

const USAGE =
  'usage: npm run staff:add -- --email EMAIL --role manager|marketing|admin [--name NAME] [--totp]';

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

async function promptPassword(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) fail(`No terminal to ask for the password: set STAFF_PASSWORD.\n${USAGE}`);
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          stdout.write('\n');
          process.exit(130);
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

let options;
try {
  options = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      totp: { type: 'boolean', default: false },
    },
    strict: true,
  }).values;
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
if (!options.email || !options.role) fail(USAGE);

const password =
  process.env.STAFF_PASSWORD ?? (await promptPassword(`Password for ${options.email}: `));
if ([...password].length < MIN_STAFF_PASSWORD_LENGTH)
  fail(`The password must have at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`);

const config = getConfig();
let database;
try {
  database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
} catch (error) {
  if (error instanceof DatabaseBusyError)
    fail(
      `The database is busy: process ${error.pid} (the server?) has it open. The embedded database ` +
        'allows one process: stop the server, then run staff:add again.',
      3,
    );
  throw error;
}
try {
  const result = await addStaffUser(database.db, {
    email: options.email,
    role: options.role,
    name: options.name,
    password,
    requireTotp: options.totp,
  });
  if (!result.ok) {
    const why = {
      email: 'That is no e-mail address.',
      role: 'The role is one of manager, marketing, admin.',
      password: `The password must have at least ${MIN_STAFF_PASSWORD_LENGTH} characters.`,
    }[result.error];
    fail(`${why}\n${USAGE}`);
  }
  console.log(
    `${result.created ? 'Added' : 'Updated'} staff member ${options.email.trim().toLowerCase()} (${options.role}).`,
  );
  if (result.otpauthUri)
    console.log(
      `Two-factor sign-in is required. Add this to an authenticator app:\n${result.otpauthUri}`,
    );
} finally {
  await database.close();
}
