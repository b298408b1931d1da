/** Valid-ish examples derived from the OpenAPI document's JSON schemas, and the places to mutate in them. */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** What an example needs from the world: an existing id for a property name, and a number to vary choices by. */
export interface Hints {
  idFor(key: string): number;
  pick: number;
}

/** The optimistic-concurrency token of examples; the fuzz swaps in the row's real one before sending. */
export const STALE_TOKEN = '2026-03-14T15:00:00.000Z';

/** Text that passes the usual patterns, tried in order when a string has one. */
const PATTERN_CANDIDATES = [
  'FUZZ1',
  'fuzz',
  'fuzz-1',
  '1',
  '10',
  '10.5',
  '1.5',
  '2026-03-14',
  '2026-2027',
  '12:00',
  '#112233',
  'team',
  '1,2',
  'A',
  'ab',
  '78701',
  '5125550123',
];

/** An example for a string, guessed from the property's name where the schema says nothing more. */
function textFor(key: string, s: JsonSchema): string {
  const k = key.toLowerCase();
  if (s.format === 'date-time') {
    if (/start|from/.test(k)) return '2026-01-01T15:00:00.000Z';
    if (/end|expir|to$/.test(k)) return '2026-12-31T15:00:00.000Z';
    return STALE_TOKEN;
  }
  if (s.format === 'date') return '2026-03-14';
  if (s.format === 'email' || k.includes('email')) return 'fuzz.case@example.com';
  if (s.format === 'uri' || s.format === 'url' || /url|website|image|logo|link/.test(k))
    return 'https://example.com/fuzz.png';
  if (s.format === 'uuid') return '0b0e5f9e-1c33-4b5e-9c1a-8b7f3e0f6a11';
  if (k === 'from' || k.endsWith('from') || k.includes('start')) return '2026-01-01';
  if (k === 'to' || k.includes('end') || k.includes('expir')) return '2026-12-31';
  if (k.includes('date')) return '2026-03-14';
  if (k.includes('academicyear')) return '2026-2027';
  if (k.includes('phone')) return '5125550123';
  if (k.includes('zip')) return '78701';
  if (k.includes('password')) return 'Fuzz-password-12345';
  if (k.includes('token')) return 'f'.repeat(64);
  if (/percent|discount|multiplier|charge|amount/.test(k)) return '10';
  if (k === 'ids') return '1,2';
  if (k === 'q') return 'ann';
  if (k.includes('code')) return 'FUZZ1';
  if (k.includes('slug')) return 'fuzz-value';
  if (k.includes('ncesid')) return '480000000001';
  return 'Fuzz value';
}

function fitLength(v: string, s: JsonSchema): string {
  let out = v;
  if (s.minLength !== undefined) while (out.length < s.minLength) out += 'x';
  if (s.maxLength !== undefined) out = out.slice(0, s.maxLength);
  return out;
}

function stringExample(key: string, s: JsonSchema): string {
  const first = fitLength(textFor(key, s), s);
  if (!s.pattern) return first;
  const re = new RegExp(s.pattern, 'u');
  if (re.test(first)) return first;
  return PATTERN_CANDIDATES.map((c) => fitLength(c, s)).find((c) => re.test(c)) ?? first;
}

function numberExample(key: string, s: JsonSchema, hints: Hints, integer: boolean): number {
  const k = key.toLowerCase();
  let v = /ids?$/.test(k) || k.endsWith('teams') ? hints.idFor(key) : /amount|price|charge/.test(k) ? 1000 : 1;
  const min = typeof s.minimum === 'number' ? s.minimum : undefined;
  const exclusive = s.exclusiveMinimum === true || typeof s.exclusiveMinimum === 'number';
  const low = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : min;
  if (low !== undefined && (v < low || (exclusive && v === low))) v = exclusive ? low + (integer ? 1 : 0.5) : low;
  if (typeof s.maximum === 'number' && v > s.maximum) v = s.maximum;
  return v;
}

export class SchemaTools {
  constructor(private readonly components: Record<string, JsonSchema>) {}

  resolve(s: JsonSchema): JsonSchema {
    let out = s;
    for (let i = 0; out.$ref && i < 20; i++) out = this.components[out.$ref.split('/').pop()!] ?? {};
    return out;
  }

  /** The branch an example is built from: the first one that is not just null. */
  private branch(s: JsonSchema): JsonSchema {
    const r = this.resolve(s);
    const alts = r.anyOf ?? r.oneOf;
    if (alts) {
      const pick = alts.map((a) => this.resolve(a)).find((a) => a.type !== 'null') ?? alts[0];
      return this.branch({ ...pick, nullable: true });
    }
    if (r.allOf) {
      const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
      for (const part of r.allOf.map((p) => this.branch(p))) {
        Object.assign(merged.properties!, part.properties);
        merged.required!.push(...(part.required ?? []));
      }
      return merged;
    }
    return r;
  }

  private typeOf(s: JsonSchema): string | undefined {
    if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
    return s.type ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
  }

  /** A value the schema accepts (or nearly: refinements the document cannot express may still refuse it). */
  example(s: JsonSchema, hints: Hints, key = '', depth = 0): unknown {
    const r = this.branch(s);
    if (r.const !== undefined) return r.const;
    if (r.enum) {
      const values = r.enum.filter((e) => e !== null);
      return values.length ? values[(hints.pick + key.length) % values.length] : null;
    }
    switch (this.typeOf(r)) {
      case 'string':
        return stringExample(key, r);
      case 'integer':
        return numberExample(key, r, hints, true);
      case 'number':
        return numberExample(key, r, hints, false);
      case 'boolean':
        return r.default ?? false;
      case 'array': {
        if (depth > 6) return [];
        const n = Math.max(r.minItems ?? 0, 1);
        const item = this.example(r.items ?? {}, hints, key.replace(/s$/, ''), depth + 1);
        return Array.from({ length: Math.min(n, r.maxItems ?? n) }, () => structuredClone(item));
      }
      case 'object': {
        if (depth > 6) return {};
        const out: Record<string, unknown> = {};
        for (const [k, child] of Object.entries(r.properties ?? {})) out[k] = this.example(child, hints, k, depth + 1);
        // A record (a map of module → tier, say): one entry, under a name the dashboard uses everywhere.
        if (!r.properties && typeof r.additionalProperties === 'object')
          out.events = this.example(r.additionalProperties, hints, 'events', depth + 1);
        return out;
      }
      default:
        return r.default ?? null;
    }
  }

  /** Only the required properties, recursively: the smallest body the schema takes. */
  minimal(s: JsonSchema, hints: Hints, key = '', depth = 0): unknown {
    const r = this.branch(s);
    if (this.typeOf(r) !== 'object' || depth > 6) return this.example(s, hints, key, depth);
    const out: Record<string, unknown> = {};
    for (const k of r.required ?? []) out[k] = this.minimal(r.properties?.[k] ?? {}, hints, k, depth + 1);
    return out;
  }

  /** Values at the edges of what the schema allows: its bounds, and the longest text it takes. */
  edges(s: JsonSchema): unknown[] {
    const r = this.branch(s);
    const out: unknown[] = [];
    if (r.nullable) out.push(null);
    const t = this.typeOf(r);
    if (t === 'integer' || t === 'number') {
      if (typeof r.maximum === 'number') out.push(r.maximum);
      if (typeof r.minimum === 'number') out.push(r.exclusiveMinimum === true ? r.minimum + 1 : r.minimum);
    }
    if (t === 'string' && r.maxLength !== undefined && !r.pattern && !r.format) {
      out.push('é'.repeat(r.maxLength), '👍'.repeat(Math.floor(r.maxLength / 2)), ' '.repeat(r.maxLength));
    }
    if (t === 'array' && r.maxItems !== undefined && r.items)
      out.push(Array(r.maxItems).fill(this.example(r.items, { idFor: () => 1, pick: 0 })));
    return out;
  }

  /** The schema at a path of property names and array indexes, where there is one. */
  at(s: JsonSchema, path: Array<string | number>): JsonSchema {
    let cur = this.branch(s);
    for (const p of path) {
      cur = this.branch(typeof p === 'number' ? (cur.items ?? {}) : (cur.properties?.[p] ?? {}));
    }
    return cur;
  }
}

/** Every path into a JSON value (objects' keys, arrays' indexes), the root excluded. */
export function pathsOf(v: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(v)) return v.flatMap((x, i) => [[...prefix, i], ...pathsOf(x, [...prefix, i])]);
  if (v && typeof v === 'object')
    return Object.entries(v).flatMap(([k, x]) => [[...prefix, k], ...pathsOf(x, [...prefix, k])]);
  return [];
}

/** The value at a path into a JSON value. */
export function getAt(root: unknown, path: Array<string | number>): unknown {
  let cur = root;
  for (const p of path) cur = (cur as Record<string | number, unknown> | undefined)?.[p];
  return cur;
}

/** A copy of `root` with the value at `path` replaced (or removed, with `remove`). */
export function setAt(root: unknown, path: Array<string | number>, value: unknown, remove = false): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let cur = copy;
  for (const p of path.slice(0, -1)) cur = cur[p] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (remove) {
    if (Array.isArray(cur)) cur.splice(last as number, 1);
    else delete cur[last];
  } else cur[last] = value;
  return copy;
}
