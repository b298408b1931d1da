/** Structural equality of form values: key order does not matter, an `undefined` key is an absent one, '' and null differ. */
export function sameValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameValues((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * The top-level fields of `after` that differ from `before` (a nested object or list goes whole when any part of
 * it changed). An edit sends only these, so a colleague's save of another field is not overwritten.
 */
export function changedFields<T extends object>(before: T, after: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) if (!sameValues(before[key], after[key])) out[key] = after[key];
  return out;
}
