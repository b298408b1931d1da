import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client.js';
import { prepareDatabase } from './template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * On PGlite, builds the migrated and seeded database once and hands each test file a dump of it: a fresh
 * PGlite cluster (initdb) plus the migrations cost about 3 s per file, loading the dump about 0.5 s.
 * On PostgreSQL (TEST_DATABASE_URL) every file still creates and migrates its own database.
 */
export default async function setup(project: TestProject) {
  const file = path.join(os.tmpdir(), `phlox-test-template-${process.pid}.tar`);
  project.provide('pgliteTemplate', file);
  if (process.env.TEST_DATABASE_URL) return;
  const database = await createDatabase({ dataDir: 'memory://' });
  await prepareDatabase(database);
  await writeFile(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  return async () => {
    await rm(file, { force: true });
  };
}
