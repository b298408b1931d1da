import type { FormInstance } from 'antd';
import { isApiError } from '../api/ApiError';

/**
 * Puts the server's field messages (`error.fields`) under the matching form fields, keeping what was typed.
 * Returns true when at least one field message was shown; otherwise the caller shows `error.message`.
 */
export function applyServerErrors(form: FormInstance, error: unknown): boolean {
  if (!isApiError(error) || !error.fields) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const entries = Object.entries(error.fields).filter(([name]) => known.has(name));
  form.setFields(entries.map(([name, message]) => ({ name, errors: [message] })));
  return entries.length > 0;
}
