// Writes .br and .gz beside every compressible file of the build, so the server sends them as they are
// (@fastify/static preCompressed) instead of compressing each request. Node's zlib: no dependency needed.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;
const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let before = 0;
let after = 0;
for await (const file of files(root)) {
  if ((await stat(file)).size < MIN_BYTES) continue;
  const body = await readFile(file);
  const brotli = await br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, await gz(body, { level: 9 }));
  before += body.length;
  after += brotli.length;
}
console.log(`precompressed ${(before / 1024).toFixed(0)} kB of assets to ${(after / 1024).toFixed(0)} kB (brotli)`);
