import { createHmac, timingSafeEqual } from 'node:crypto';

/** The query the local driver signs: HMAC-SHA256 over key|expires|type, and |uid when signed for a user. */
export interface SignedPut {
  key: string;
  expires: number;
  type: string;
  /** The user the link was signed for: the stored bytes count against their daily quota. */
  uid?: number;
}

export function signature(secret: string, p: SignedPut): string {
  return createHmac('sha256', secret)
    .update(`${p.key}|${p.expires}|${p.type}${p.uid === undefined ? '' : `|${p.uid}`}`)
    .digest('base64url');
}

export function signedQuery(secret: string, p: SignedPut): string {
  const q = new URLSearchParams({ expires: String(p.expires), type: p.type });
  if (p.uid !== undefined) q.set('uid', String(p.uid));
  q.set('sig', signature(secret, p));
  return q.toString();
}

/** Constant-time comparison, so the signature cannot be guessed byte by byte from response times. */
export function signatureMatches(secret: string, p: SignedPut, given: string): boolean {
  const want = Buffer.from(signature(secret, p));
  const got = Buffer.from(given);
  return want.length === got.length && timingSafeEqual(want, got);
}
