import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Eta } from 'eta';

/**
 * E-mail templates are written in MJML (responsive HTML e-mail, `*.mjml` beside the module that sends them) with
 * Eta tags in `{{ }}`: `{{= it.name }}` prints a value, HTML-escaped; `{{ code }}` runs a loop or a condition.
 * The build compiles each MJML file to HTML once (apps/api/scripts/build.mjs), so a release needs only Eta; from
 * the sources (development, tests) the MJML is compiled on first use with the mjml development dependency.
 */
const eta = new Eta({ tags: ['{{', '}}'], autoEscape: true, useWith: false, autoTrim: false });
const compiled = new Map<string, Promise<string>>();

async function htmlOf(mjmlFile: string): Promise<string> {
  const built = mjmlFile.replace(/\.mjml$/, '.html');
  if (existsSync(built)) return readFile(built, 'utf8');
  const { default: mjml2html } = await import('mjml');
  const result = await mjml2html(await readFile(mjmlFile, 'utf8'), { validationLevel: 'strict', filePath: mjmlFile });
  return result.html;
}

/** The template's HTML for `data`; `template` is the .mjml file's URL (new URL('./x.mjml', import.meta.url)). */
export async function renderMailTemplate(template: URL, data: object): Promise<string> {
  const file = fileURLToPath(template);
  let html = compiled.get(file);
  if (!html) compiled.set(file, (html = htmlOf(file)));
  return eta.renderString(await html, data);
}
