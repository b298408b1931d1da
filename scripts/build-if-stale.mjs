// `npm start` (and the CLIs run through npm) build first only when a build output is missing or older than a
// source, so a second start takes no build time. In a release (compiled files, no sources) it only checks that
// the build is there.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const OUTPUTS = ['packages/contract/dist/index.js', 'apps/api/dist/server.js', 'apps/web/dist/index.html'];
const SOURCES = [
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'packages/contract/tsconfig.build.json',
  'apps/api/src',
  'apps/api/package.json',
  'apps/api/tsconfig.build.json',
  'apps/api/scripts',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(file).map((name) => newest(path.join(file, name))));
}

const outputs = OUTPUTS.map((f) => path.join(root, f));
const missing = outputs.filter((f) => !existsSync(f));
const hasSources = existsSync(path.join(root, 'apps/api/src'));
if (!hasSources) {
  if (missing.length) {
    console.error(`This release lacks its build (${missing.map((f) => path.relative(root, f)).join(', ')}).`);
    process.exit(1);
  }
  process.exit(0);
}
const builtAt = missing.length ? 0 : Math.min(...outputs.map((f) => statSync(f).mtimeMs));
const changedAt = Math.max(...SOURCES.map((f) => newest(path.join(root, f))));
if (builtAt >= changedAt) process.exit(0);

console.log(missing.length ? 'Building Phlox Admin (first start)…' : 'Sources changed since the last build: building…');
const npm = process.env.npm_execpath;
// Through the npm that runs this script when there is one; stdin is left alone (create-admin may read it).
execFileSync(npm ? process.execPath : 'npm', npm ? [npm, 'run', 'build'] : ['run', 'build'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
});
