// Copies what a release needs — the manifests, the lock file and the build, no sources and no tests — into a
// folder, where `npm ci --omit=dev` installs the production dependencies. The release test and the Dockerfile
// both make their release with this script: `node scripts/pack-release.mjs <folder>` after `npm run build`.
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const target = process.argv[2];
if (!target) {
  console.error('Usage: node scripts/pack-release.mjs <folder>');
  process.exit(1);
}

const RELEASE_FILES = [
  'package.json',
  'package-lock.json',
  '.nvmrc',
  'scripts/build-if-stale.mjs',
  'packages/contract/package.json',
  'packages/contract/dist',
  'apps/api/package.json',
  'apps/api/dist',
  'apps/web/package.json',
  'apps/web/dist',
];

const missing = RELEASE_FILES.filter((f) => !existsSync(path.join(root, f)));
if (missing.length) {
  console.error(`Build first (npm run build): missing ${missing.join(', ')}`);
  process.exit(1);
}
mkdirSync(target, { recursive: true });
for (const file of RELEASE_FILES) cpSync(path.join(root, file), path.join(target, file), { recursive: true });
console.log(`Release written to ${path.resolve(target)}`);
