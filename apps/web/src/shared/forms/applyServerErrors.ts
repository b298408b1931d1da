import type { FormInstance } from 'antd';
import { isApiError } from '../api/ApiError';
import { showFieldErrors } from './fieldErrors';

/**
 * Puts the server's field messages (`error.fields`) under the matching form fields, keeping what was typed.
 * Nested fields arrive dotted ("address.zip") and land on the form field named ['address', 'zip']; the first
 * one is scrolled to and focused.
 * Returns true when at least one field message was shown; otherwise the caller shows `error.message`.
 */
export function applyServerErrors(form: FormInstance, error: unknown): boolean {
  if (!isApiError(error) || !error.fields) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  // Every registered field, nested ones included, by its dotted name.
  for (const field of form.getFieldsError()) known.add(field.name.join('.'));
  const entries = Object.entries(error.fields).filter(([name]) => known.has(name));
  showFieldErrors(form, entries);
  return entries.length > 0;
}
