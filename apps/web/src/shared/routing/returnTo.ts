/**
 * The page a signed-out visitor asked for (a deep link, or the page an expired session left), carried through
 * sign-in as `?next=` so they land there afterwards instead of on the default page.
 */
const PARAM = 'next';

/** The sign-in page's address that returns to `location` afterwards (plain sign-in for the root itself). */
export function signInReturningTo(signIn: string, location: { pathname: string; search: string; hash: string }) {
  const target = `${location.pathname}${location.search}${location.hash}`;
  return location.pathname === '/' ? signIn : `${signIn}?${PARAM}=${encodeURIComponent(target)}`;
}

/** Where to go after sign-in: the `next` path when it is a path of this app (never another origin), else null. */
export function returnPathOf(params: URLSearchParams): string | null {
  const next = params.get(PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  const base = 'http://app.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname === '/') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
