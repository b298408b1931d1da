import { createHmac, timingSafeEqual } from 'node:crypto';

/** The query the local driver signs: HMAC-SHA256 over key|expires|type. */
export interface SignedPut {
  key: string;
  expires: number;
  type: string;
}

export function signature(secret: string, p: SignedPut): string {
  return createHmac('sha256', secret).update(`${p.key}|${p.expires}|${p.type}`).digest('base64url');
}

export function signedQuery(secret: string, p: SignedPut): string {
  const q = new URLSearchParams({ expires: String(p.expires), type: p.type, sig: signature(secret, p) });
  return q.toString();
}

/** Constant-time comparison, so the signature cannot be guessed byte by byte from response times. */
export function signatureMatches(secret: string, p: SignedPut, given: string): boolean {
  const want = Buffer.from(signature(secret, p));
  const got = Buffer.from(given);
  return want.length === got.length && timingSafeEqual(want, got);
}
