import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { RELAXED_LIMITS, useTestApp } from './helpers.js';
import { SchemaTools, STALE_TOKEN, getAt, pathsOf, setAt, type Hints, type JsonSchema } from './fuzz-schema.js';
import {
  AUTHORIZATIONS,
  IDEMPOTENCY_KEYS,
  IMAGE_BODIES,
  RAW_BODIES,
  RAW_TOKENS,
  encodeText,
  nastyJson,
  nastyText,
  NASTY_TEXT,
} from './fuzz-values.js';
import { changedTables, fingerprinter, idPools, idsByTable, seedFuzzWorld } from './fuzz-world.js';

/**
 * Issue 12: every operation of the OpenAPI document, driven by fast-check with malformed params, queries and
 * bodies (and valid bodies with one field broken, so the fuzz reaches the handlers). For every request: no 5xx,
 * an answer within seconds, `{error:{code,message}}` on a 4xx, and no row changed by a refused write.
 * `npm run fuzz` runs it longer with a fresh seed: FUZZ_RUNS=<cases per operation> (150), FUZZ_SEED=<seed> to replay,
 * FUZZ_ONLY=<"METHOD /path"> for one operation, FUZZ_SHRINK=1 to shrink a failure, FUZZ_LOG=<file> to log every request.
 * FUZZ_BUDGET_S=<seconds> bounds the whole run (`npm run fuzz`: 25 minutes, inside the test's 30): each operation gets
 * an equal share of the time left, so every operation is reached and the run reports instead of timing out.
 */
// In `npm test` a property run of 6 cases per operation (~30 s here, every operation reached, the seed fixed);
// the search for new failures is `npm run fuzz`.
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_S ?? 0) * 1000;
const SEED =
  process.env.FUZZ_SEED === 'random' ? Math.floor(Math.random() * 2 ** 30) : Number(process.env.FUZZ_SEED ?? 20261125);
const ONLY = process.env.FUZZ_ONLY;
const ANSWER_WITHIN_MS = 5_000;

interface Param {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  key: string;
  method: string;
  path: string;
  params: Param[];
  query: Param[];
  body?: JsonSchema;
  isPublic: boolean;
}
interface Case {
  what: string;
  params: Record<string, string>;
  query: string;
  body?: { contentType: string | undefined; text: string };
  headers?: Record<string, string>;
}

/**
 * The order operations run in: deletes after the rest (so the rows the others name still exist), and the
 * operations that end the caller's session last, so the rest run signed in.
 */
const rank = (op: Operation) =>
  /\/logout$/.test(op.path) ? 3 : /^\/api\/profile\/password$/.test(op.path) ? 2 : op.method === 'DELETE' ? 1 : 0;

function operationsOf(
  doc: { paths: Record<string, Record<string, Record<string, unknown>>> },
  publicKeys: Set<string>,
) {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, o] of Object.entries(methods)) {
      const params = (o.parameters as Param[] | undefined) ?? [];
      const content = (o.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
      const key = `${method.toUpperCase()} ${path}`;
      ops.push({
        key,
        method: method.toUpperCase(),
        path,
        params: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        body: content?.['application/json']?.schema,
        isPublic: publicKeys.has(key),
      });
    }
  }
  return ops.sort((a, b) => rank(a) - rank(b));
}

const short = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);
const encodeQuery = (pairs: Array<[string, string]>) =>
  pairs.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`).join('&');

describe('fuzz: every operation of the OpenAPI document', () => {
  // A long-lived upload link and a small size limit, so the fuzz reaches the upload handler's own checks.
  const ctx = useTestApp({ ...RELAXED_LIMITS, UPLOAD_URL_TTL_SECONDS: '86400', UPLOAD_MAX_BYTES: '2048' });
  let ops: Operation[] = [];
  let tools: SchemaTools;
  let pools: Map<string, number[][]>;
  let fingerprint: () => Promise<Map<string, string>>;
  let idFor: (key: string, pick: number) => number;
  /** A signed upload link (key and query) of an image/jpeg upload. */
  let upload = { key: 'images/x.png', query: '' };
  let requests = 0;
  const statuses = new Map<number, number>();
  /** The database's fingerprint as of now, while only refused requests ran since it was taken. */
  let current: Map<string, string> | undefined;
  const started = Date.now();

  beforeAll(async () => {
    await seedFuzzWorld(ctx.database);
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const publicKeys = new Set(
      ctx.app.routeTable
        .filter((r) => (r.config as { public?: boolean } | undefined)?.public)
        .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}')}`),
    );
    ops = operationsOf(doc, publicKeys).filter((op) => !ONLY || op.key === ONLY);
    tools = new SchemaTools(doc.components?.schemas ?? {});
    pools = await idPools(
      ctx.database,
      ops.map((o) => o.path),
    );
    const tablesNow = await fingerprinter(ctx.database);
    // Jobs an accepted request queued (an export, an e-mail) write as they run: let them finish first, so a
    // change seen after a refusal is the refused request's own.
    fingerprint = async () => {
      await ctx.app.queue.idle(60_000);
      return tablesNow();
    };
    idFor = await idsByTable(ctx.database);
    const signed = await ctx.app.inject({
      method: 'POST',
      url: '/api/common/image-upload',
      headers: await ctx.asAdmin(),
      payload: { name: 'fuzz.jpg', type: 'image/jpeg' },
    });
    const link = new URL((signed.json() as { data: { url: string } }).data.url);
    upload = { key: link.pathname.replace(/^\/uploads\//, ''), query: link.search.slice(1) };
  }, 120_000);

  /** The widest valid query: date ranges over centuries, numbers at their maximum (the last page, the most rows). */
  function widest(op: Operation, query: Array<[string, string]>): Array<[string, string]> {
    return query.map(([k, v]) => {
      if (/^\d{4}-\d{2}-\d{2}/.test(v)) return [k, /to$|end|until/i.test(k) ? '2999-12-31' : '1900-01-01'];
      const param = op.query.find((p) => p.name === k);
      const edge = param && tools.edges(param.schema).find((e) => typeof e === 'number');
      return [k, edge === undefined ? v : String(edge)];
    });
  }

  /** A body with every leaf that has edges set to one of them: the longest texts and largest numbers at once. */
  function atEdges(schema: JsonSchema, body: unknown, pick: number): unknown {
    let out = body;
    for (const path of pathsOf(body)) {
      const edges = tools.edges(tools.at(schema, path)).filter((e) => e !== null);
      if (edges.length && typeof getAt(body, path) !== 'object') out = setAt(out, path, edges[pick % edges.length]);
    }
    return out;
  }

  /** fast-check's cases for one operation: a valid-ish request with one thing broken. */
  function casesFor(op: Operation): fc.Arbitrary<Case> {
    const pool = pools.get(op.path) ?? [[]];
    const idsOf = (row: number[]): Record<string, string> =>
      Object.fromEntries(op.params.map((p, i) => [p.name, p.name === '*' ? upload.key : String(row[i] ?? 1)]));
    const hintsFor = (row: number[], pick: number): Hints => ({
      idFor: (key) => (key === 'id' ? (row[0] ?? 1) : idFor(key, pick)),
      pick,
    });
    const queryExample = (ids: Hints) =>
      op.query.map((p) => [p.name, String(tools.example(p.schema, ids, p.name))] as [string, string]);
    const json = (v: unknown) => ({ contentType: 'application/json', text: JSON.stringify(v) ?? '' });

    return fc.tuple(fc.constantFrom(...pool), fc.nat(), fc.nat()).chain(([row, pick, pick2]) => {
      const params = idsOf(row);
      const ids = hintsFor(row, pick);
      const fullQuery = queryExample(ids);
      const requiredQuery = fullQuery.filter((_, i) => op.query[i].required);
      const someQuery = fullQuery.filter((_, i) => op.query[i].required || (pick >> i) % 2 === 1);
      const body = op.body ? tools.example(op.body, ids) : undefined;
      const minimal = op.body ? tools.minimal(op.body, ids) : undefined;
      const bodyPaths = pathsOf(body);
      const at = bodyPaths.length ? bodyPaths[pick2 % bodyPaths.length] : undefined;
      const isUpload = op.params.some((p) => p.name === '*');
      const base = {
        params,
        query: isUpload ? upload.query : encodeQuery(someQuery),
        body: op.body ? json(body) : undefined,
      };
      const strategies: Array<fc.Arbitrary<Case>> = [
        fc.constant({ ...base, what: 'valid example' }),
        fc.constant({ ...base, query: encodeQuery(requiredQuery), body: op.body && json(minimal), what: 'minimal' }),
      ];
      if (op.params.length) {
        const name = op.params[pick % op.params.length].name;
        strategies.push(nastyText.map((v) => ({ ...base, params: { ...params, [name]: v }, what: `path ${name}` })));
      }
      if (op.query.length) {
        const [name] = fullQuery[pick2 % fullQuery.length];
        const others = someQuery.filter(([k]) => k !== name);
        strategies.push(
          nastyText.map((v) => ({ ...base, query: encodeQuery([...others, [name, v]]), what: `query ${name}` })),
          fc.constant({
            ...base,
            query: encodeQuery([...fullQuery, [name, fullQuery[pick2 % fullQuery.length][1]]]),
            what: `query ${name} twice (an array)`,
          }),
          fc.constant({ ...base, query: `${base.query}&${encodeText(name)}[a]=1`, what: `query ${name} as object` }),
          fc.constant({ ...base, query: `${base.query}&__proto__=1&constructor=x`, what: 'query prototype keys' }),
          fc.constant({ ...base, query: encodeQuery(widest(op, fullQuery)), what: 'query at its widest' }),
        );
      }
      if (isUpload)
        strategies.push(
          fc.constantFrom(...RAW_BODIES, ...IMAGE_BODIES).map(([contentType, text]) => ({
            ...base,
            body: { contentType, text },
            what: `upload (${contentType})`,
          })),
        );
      if (op.body) {
        strategies.push(
          nastyJson.map((v) => ({ ...base, body: json(v), what: 'body replaced' })),
          fc.constantFrom(...RAW_BODIES).map(([contentType, text]) => ({
            ...base,
            body: { contentType, text },
            what: `raw body (${contentType})`,
          })),
          nastyJson.map((v) => ({
            ...base,
            body: json({ ...(body as object), [NASTY_TEXT[pick % 40]]: v }),
            what: 'extra field',
          })),
        );
        if (at) {
          const name = at.join('.');
          const edges = tools.edges(tools.at(op.body, at));
          strategies.push(
            nastyJson.map((v) => ({ ...base, body: json(setAt(body, at, v)), what: `body ${name}` })),
            nastyJson.map((v) => ({
              ...base,
              body: json(setAt(minimal, at.slice(0, 1), v)),
              what: `minimal body ${at[0]}`,
            })),
            fc.constant({ ...base, body: json(setAt(body, at, undefined, true)), what: `body without ${name}` }),
            fc.constantFrom(...RAW_TOKENS).map((token) => ({
              ...base,
              body: {
                contentType: 'application/json',
                text: JSON.stringify(setAt(body, at, '\u0001TOKEN\u0001')).replace('"\\u0001TOKEN\\u0001"', token),
              },
              what: `body ${name} = raw ${token}`,
            })),
          );
          strategies.push(
            fc.constant({ ...base, body: json(atEdges(op.body, body, pick)), what: 'every body field at an edge' }),
          );
          // The same item twice in a list (a team, a role, a product): a join table's unique key, or a double count.
          const lists = bodyPaths.filter((p) => Array.isArray(getAt(body, p)) && (getAt(body, p) as unknown[]).length);
          if (lists.length) {
            const list = lists[pick % lists.length];
            const items = getAt(body, list) as unknown[];
            strategies.push(
              fc.constant({
                ...base,
                body: json(setAt(body, list, [items[0], structuredClone(items[0])])),
                what: `body ${list.join('.')} with an item twice`,
              }),
            );
          }
          if (edges.length)
            strategies.push(
              fc
                .constantFrom(...edges)
                .map((v) => ({ ...base, body: json(setAt(body, at, v)), what: `body ${name} at its edge` })),
            );
        }
      }
      strategies.push(
        fc
          .constantFrom(...AUTHORIZATIONS)
          .map((a) => ({ ...base, headers: { authorization: a }, what: `authorization ${short(a, 20)}` })),
      );
      if (op.method !== 'GET')
        strategies.push(
          fc
            .constantFrom(...IDEMPOTENCY_KEYS)
            .map((k) => ({ ...base, headers: { 'idempotency-key': k }, what: 'idempotency key' })),
        );
      return fc.oneof(...strategies);
    });
  }

  /** Sends one case and says what is wrong with the answer, if anything. */
  async function check(op: Operation, c: Case, headers: Record<string, string>): Promise<string | null> {
    let url = op.path;
    for (const [name, v] of Object.entries(c.params)) url = url.replace(`{${name}}`, name === '*' ? v : encodeText(v));
    if (c.query) url += `?${c.query}`;
    const isWrite = op.method !== 'GET';
    let payload = c.body?.text;
    const staleToken = `"updatedAt":"${STALE_TOKEN}"`;
    if (op.method === 'PATCH' && payload?.includes(staleToken)) {
      // The row's own version, so that a valid-ish update passes the stale-update check and reaches the write.
      const row = await ctx.app.inject({ url: url.split('?')[0], headers });
      const updatedAt =
        row.statusCode === 200 ? (row.json() as { data?: { updatedAt?: string } }).data?.updatedAt : null;
      if (updatedAt) payload = payload.replace(staleToken, `"updatedAt":"${updatedAt}"`);
    }
    const known = current;
    current = undefined;
    const before = isWrite ? (known ?? (await fingerprint())) : undefined;
    const reqHeaders: Record<string, string> = { ...headers, ...c.headers };
    if (c.body?.contentType) reqHeaders['content-type'] = c.body.contentType;
    requests++;
    const t0 = Date.now();
    const res = await Promise.race([
      ctx.app.inject({
        method: op.method as 'GET',
        url,
        headers: reqHeaders,
        // Uploads are bytes: the text stands for them one character a byte.
        payload: op.body || payload === undefined ? payload : Buffer.from(payload, 'latin1'),
      }),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), ANSWER_WITHIN_MS)),
    ]);
    const sent = `${op.method} ${short(url)} [${c.what}]${c.body ? ` body ${short(c.body.text)}` : ''}`;
    if (!res) return `no answer within ${ANSWER_WITHIN_MS} ms: ${sent}`;
    const status = res.statusCode;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (process.env.FUZZ_LOG)
      appendFileSync(
        process.env.FUZZ_LOG,
        `  ${Date.now() - t0}ms ${short(sent, 200)} → ${status} ${short(res.body, 200)}\n`,
      );
    const answer = `${status} ${short(res.body, 300)}`;
    if (status >= 500) return `${sent} → ${answer}`;
    if (status >= 400) {
      let error: { code?: unknown; message?: unknown } | undefined;
      try {
        error = (res.json() as { error?: typeof error }).error;
      } catch {
        error = undefined;
      }
      if (typeof error?.code !== 'string' || typeof error.message !== 'string')
        return `not the error shape: ${sent} → ${answer}`;
      if (/out of range or malformed|A value is out of range/.test(error.message))
        return `the database, not the contract, refused it (no field named): ${sent} → ${answer}`;
      if (before) {
        const after = await fingerprint();
        const changed = changedTables(before, after);
        if (changed.length) return `refused (${status}) but wrote ${changed.join(', ')}: ${sent} → ${answer}`;
        current = after;
      } else current = known;
    }
    if (Date.now() - t0 > ANSWER_WITHIN_MS) return `answered after ${Date.now() - t0} ms: ${sent}`;
    return null;
  }

  /** Operations cut short by their share of FUZZ_BUDGET_S (they ran fewer than RUNS cases). */
  let cutShort = 0;
  async function fuzz(
    op: Operation,
    index: number,
    headers: Record<string, string>,
    shareMs?: number,
  ): Promise<string | null> {
    const seed = SEED + index;
    const details = await fc.check(
      fc.asyncProperty(casesFor(op), async (c) => {
        const problem = await check(op, c, headers);
        if (problem) throw new Error(problem);
      }),
      {
        numRuns: RUNS,
        seed,
        endOnFailure: process.env.FUZZ_SHRINK !== '1',
        ...(shareMs === undefined ? {} : { interruptAfterTimeLimit: shareMs, markInterruptAsFailure: false }),
      },
    );
    if (details.interrupted) cutShort += 1;
    // A run stopped at its time share before any case failed reports no counterexample: that is not a failure.
    if (!details.failed || details.counterexample === null) return null;
    const message =
      details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    return `${message}\n    replay: FUZZ_SEED=${SEED} FUZZ_ONLY="${op.key}" (seed ${seed}, path ${details.counterexamplePath})`;
  }

  it(
    'answers every malformed request with a 4xx in the error shape, in time, and writes nothing when it refuses',
    async () => {
      const failures: string[] = [];
      const admin = await ctx.asAdmin();
      for (const [i, op] of ops.entries()) {
        const t0 = Date.now();
        // An equal share of the budget left, halved for a public operation (it is fuzzed signed out too).
        const share = BUDGET_MS
          ? Math.max(100, (BUDGET_MS - (t0 - started)) / (ops.length - i) / (op.isPublic ? 2 : 1))
          : undefined;
        const problem = await fuzz(op, i, admin, share);
        if (problem) failures.push(problem);
        if (op.isPublic) {
          const anonymous = await fuzz(op, i + 1000, {}, share);
          if (anonymous) failures.push(`(signed out) ${anonymous}`);
        }
        if (process.env.FUZZ_LOG)
          appendFileSync(
            process.env.FUZZ_LOG,
            `${op.key}: ${Date.now() - t0} ms ${JSON.stringify([...statuses])}${problem ? `\n  ${problem}` : ''}\n`,
          );
        statuses.clear();
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `fuzz: ${ops.length} operations, ${requests} requests, ${RUNS} cases each, seed ${SEED}, ${seconds} s` +
          (cutShort ? `; ${cutShort} runs stopped at their share of the ${BUDGET_MS / 1000} s budget` : ''),
      );
      expect(failures).toEqual([]);
      expect(ops.length).toBeGreaterThan(ONLY ? 0 : 100);
    },
    30 * 60_000,
  );
});
