// Compiles the API to plain JavaScript under dist/ (what `node dist/server.js` and the release run) and puts
// the SQL migrations beside the compiled db/migrate.js, where it reads them as the sources do.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
rmSync(dist, { recursive: true, force: true }); // no compiled file outlives its deleted source
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'db/migrations'), { recursive: true });
