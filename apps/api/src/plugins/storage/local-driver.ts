import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';
import { signedQuery } from './signing.js';
import { keyAfterBase, type StorageDriver } from './driver.js';

export interface LocalStorage extends StorageDriver {
  readonly kind: 'local';
  readonly secret: string;
  /** DATA_DIR/uploads: where stored objects live, one file per key. */
  readonly root: string;
  /** DATA_DIR/upload-tmp: partial uploads, renamed into `root` only once complete and checked. */
  readonly tmpDir: string;
}

/**
 * The configured secret, or one generated once and kept in DATA_DIR/upload-secret so URLs signed
 * before a restart still work. `wx` makes concurrent first starts agree on a single secret.
 */
async function signingSecret(config: Config): Promise<string> {
  if (config.storage.signingSecret) return config.storage.signingSecret;
  const file = path.join(config.dataDir, 'upload-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(config.dataDir, { recursive: true });
  try {
    await writeFile(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return (await readFile(file, 'utf8')).trim();
}

export async function createLocalStorage(config: Config): Promise<LocalStorage> {
  const secret = await signingSecret(config);
  const root = path.join(config.dataDir, 'uploads');
  const tmpDir = path.join(config.dataDir, 'upload-tmp');
  await mkdir(root, { recursive: true });
  await mkdir(tmpDir, { recursive: true });
  const base = `${config.publicUrl}/uploads`;
  return {
    kind: 'local',
    secret,
    root,
    tmpDir,
    async signPut(key, type, _size, uid, origin) {
      const expires = Math.floor(Date.now() / 1000) + config.storage.urlTtlSeconds;
      // On the browser's own origin: PUBLIC_URL's may be another (localhost vs 127.0.0.1) that the CSP blocks.
      return `${origin ? `${origin}/uploads` : base}/${key}?${signedQuery(secret, { key, expires, type, uid })}`;
    },
    readUrl: (key) => `${base}/${key}`,
    // Links written under another PUBLIC_URL (or relative ones) still name a file of this folder by their path.
    keyOf: (link) => keyAfterBase(link, [base]) ?? keyAfterBase(pathOf(link), ['/uploads']),
    async read(key, maxBytes) {
      let file;
      try {
        file = await open(path.join(root, key), 'r');
      } catch (err) {
        if (MISSING.has((err as NodeJS.ErrnoException).code ?? '')) return null;
        throw err;
      }
      try {
        const stat = await file.stat();
        return stat.isFile() && stat.size <= maxBytes ? await file.readFile() : null;
      } finally {
        await file.close();
      }
    },
    async put(key, body) {
      const target = path.join(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
    },
  };
}

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

function pathOf(link: string): string {
  try {
    return new URL(link, 'http://local').pathname;
  } catch {
    return '';
  }
}
