import Cookies from 'js-cookie';
import { AUTH_COOKIE } from '@phlox/contract';

const attributes = { expires: AUTH_COOKIE.expiresDays, path: AUTH_COOKIE.path, secure: AUTH_COOKIE.secure };

export function readToken(): string | undefined {
  return Cookies.get(AUTH_COOKIE.name) || undefined;
}

export function writeToken(token: string): void {
  Cookies.set(AUTH_COOKIE.name, token, attributes);
}

export function removeToken(): void {
  Cookies.remove(AUTH_COOKIE.name, { path: AUTH_COOKIE.path });
}
