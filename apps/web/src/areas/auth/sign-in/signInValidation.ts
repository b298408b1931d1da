import { isApiError } from '../../../shared/api/ApiError';

// The rules and messages of loginBodySchema / forgotPasswordBodySchema in packages/contract, written out
// so the sign-in page needs neither zod nor antd's Form machinery (together ~45 KB gzip) before sign-in.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type SignInField = 'email' | 'password';
export type FieldErrors = Partial<Record<SignInField, string>>;

export function validateEmail(value: string): string | undefined {
  if (!value.trim()) return 'Enter your e-mail address';
  if (!EMAIL.test(value.trim())) return 'Enter a valid e-mail address';
  return undefined;
}

export function validatePassword(value: string): string | undefined {
  return value ? undefined : 'Enter your password';
}

/** The server's field messages for the fields this page has. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || !error.fields) return {};
  const { email, password } = error.fields;
  return { ...(email ? { email } : {}), ...(password ? { password } : {}) };
}
