import type { FormInstance } from 'antd';

export type FieldPath = Array<string | number>;

/** "photographer.website" → ['photographer', 'website']; "images.0.url" → ['images', 0, 'url']. */
export function toPath(name: string): FieldPath {
  return name.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/**
 * Shows messages under fields (a server's answer, a check made before sending) and brings the first of them,
 * in the form's order, into view with the focus in it.
 */
export function showFieldErrors(form: FormInstance, errors: Array<[name: string, message: string]>): void {
  if (!errors.length) return;
  form.setFields(errors.map(([name, message]) => ({ name: toPath(name), errors: [message] })));
  const named = new Set(errors.map(([name]) => name));
  const first = form.getFieldsError().find((f) => named.has(f.name.join('.')))?.name ?? toPath(errors[0][0]);
  // After the render that re-enables the form (it is disabled while saving): a disabled field takes no focus.
  setTimeout(() => nextFrame(() => form.scrollToField(first, { block: 'center', focus: true })));
}

const nextFrame = (run: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : setTimeout(run, 16);

/** Leaf paths of a changed-values object as antd reports it (`{ match: { homeTeamId: 3 } }`). */
function changedPaths(changed: unknown, prefix: FieldPath = []): FieldPath[] {
  if (changed === null || typeof changed !== 'object' || prefix.length >= 6) return [prefix];
  const entries = Array.isArray(changed)
    ? changed.flatMap((v, i) => (v === undefined ? [] : [[i, v] as const]))
    : Object.entries(changed);
  if (!entries.length) return [prefix];
  return entries.flatMap(([k, v]) => changedPaths(v, [...prefix, k]));
}

const startsWith = (path: FieldPath, prefix: FieldPath) =>
  prefix.length > 0 && prefix.every((segment, i) => String(path[i]) === String(segment));

/**
 * A message set from outside the field's rules (the server's, a pre-send check) stays until something clears
 * it: once the user changes a field, its message and those of the fields inside it go, and its rules run again
 * (an invalid value shows its rule's message at once).
 */
export function clearErrorsOfChanged(form: FormInstance, changed: unknown): void {
  const paths = changedPaths(changed);
  const stale = form
    .getFieldsError()
    .filter((f) => f.errors.length && paths.some((p) => startsWith(f.name, p) || startsWith(p, f.name)))
    .map((f) => f.name);
  if (!stale.length) return;
  form.setFields(stale.map((name) => ({ name, errors: [] })));
  void form.validateFields(stale).catch(() => undefined);
}
