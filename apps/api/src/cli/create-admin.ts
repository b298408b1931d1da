/**
 * The first admin of a production database (which never gets the demo): `npm run create-admin -- --email
 * ops@example.com [--first-name Ada --last-name Lovelace]`. The password is asked for on a terminal (not
 * echoed) or read from standard input (`… < password.txt`, one line, optionally followed by its repeat). An existing account with that e-mail gets the
 * new password and the Admin role, is activated, and loses its other sessions and password links. Works on
 * the embedded database (DATA_DIR) and on PostgreSQL (DATABASE_URL).
 */
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@phlox/contract';
import { DEMO_ADMIN_PASSWORD, DEMO_PHOTOGRAPHER_PASSWORD } from '../config.js';
import { configOrExit } from '../environment.js';
import { createDatabase } from '../db/client.js';
import { bootstrapDatabase } from '../bootstrap.js';
import { createAdmin } from './admin-account.js';
import { pipedPassword } from './piped-password.js';

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    return pipedPassword(text);
  }
  const ask = (prompt: string) =>
    new Promise<string>((resolve) => {
      const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
      // Echo nothing of what is typed.
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
        if (s.startsWith(prompt)) process.stdout.write(prompt);
      };
      rl.question(prompt, (answer) => {
        rl.close();
        process.stdout.write('\n');
        resolve(answer);
      });
    });
  const first = await ask('Password: ');
  if ((await ask('Repeat the password: ')) !== first) throw new Error('The passwords differ');
  return first;
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string', default: 'Admin' },
      'last-name': { type: 'string', default: 'User' },
    },
  });
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) throw new Error("Give the new admin's e-mail: npm run create-admin -- --email you@example.com");
  const password = await readPassword();
  if (password.length < PASSWORD_MIN_LENGTH)
    throw new Error(`Use a password of at least ${PASSWORD_MIN_LENGTH} characters`);
  if (password === DEMO_ADMIN_PASSWORD || password === DEMO_PHOTOGRAPHER_PASSWORD)
    throw new Error('That is a published demo password: choose another');

  const config = configOrExit({ SEED_DEMO: 'false' });
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    poolSize: 2,
  });
  try {
    await bootstrapDatabase(database, config, { demo: false });
    const result = await createAdmin(database.db, config, {
      email: email.data,
      password,
      firstName: values['first-name']!,
      lastName: values['last-name']!,
    });
    console.log(`${result === 'created' ? 'Created' : 'Updated'} the admin ${email.data} (${database.kind}).`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
