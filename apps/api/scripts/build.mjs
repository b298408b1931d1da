// Compiles the API to plain JavaScript under dist/ (what `node dist/server.js` and the release run), puts the SQL
// migrations beside the compiled db/migrate.js, where it reads them as the sources do, and the e-mail templates
// (MJML) as HTML beside the modules that send them.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
rmSync(dist, { recursive: true, force: true }); // no compiled file outlives its deleted source
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'db/migrations'), { recursive: true });

// E-mail templates: MJML compiled to HTML here, once (mjml is a development dependency; a release reads the .html).
const { default: mjml2html } = await import('mjml');
for (const file of readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.mjml')) continue;
  const source = path.join(root, 'src', file);
  const { html, errors } = await mjml2html(readFileSync(source, 'utf8'), {
    validationLevel: 'strict',
    filePath: source,
  });
  if (errors.length) throw new Error(`${file}: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  const target = path.join(dist, file.replace(/\.mjml$/, '.html'));
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, html);
}
