/**
 * The Idempotency-Key of each write this tab sends (ARCHITECTURE "Idempotency"). A submission is one write's
 * content — method, path, query and body — and keeps its key until the server accepts it: a double-click, a
 * second submit while the first is in flight, or a retry after a lost answer all send the same key, so the
 * server runs the write once and answers the repeats with the first answer. Once accepted, the same content
 * submitted again is a new, deliberate submission with a new key. Kept in memory only, and no longer than the
 * server keeps a key.
 */

const KEEP_MS = 12 * 60 * 60 * 1000;

interface Entry {
  key: string;
  since: number;
}

const open = new Map<string, Entry>();

function newKey(): string {
  // crypto.randomUUID needs a secure context; the admin may be opened over plain HTTP on a LAN.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key of this submission: the one it already has when it is a repeat, else a new one. */
export function submissionKey(submission: string, now = Date.now()): string {
  for (const [content, entry] of open) if (now - entry.since > KEEP_MS) open.delete(content);
  let entry = open.get(submission);
  if (!entry) {
    entry = { key: newKey(), since: now };
    open.set(submission, entry);
  }
  return entry.key;
}

/** The server accepted the submission that had `key`: the next identical one is a new submission. */
export function submissionAccepted(submission: string, key: string): void {
  if (open.get(submission)?.key === key) open.delete(submission);
}
