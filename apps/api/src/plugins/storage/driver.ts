import { randomUUID } from 'node:crypto';
import { isDocumentType, UPLOAD_TYPES, type UploadType } from '@phlox/contract';
import type { Config } from '../../config.js';

/**
 * Where uploaded images go. The browser never sends bytes through the API: it asks for a short-lived
 * signed URL and PUTs the file there (spec §7.2–7.3). `local` signs URLs pointing at this server,
 * `s3` presigns URLs of an S3-compatible bucket.
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /**
   * A URL the browser may PUT exactly one object of `contentType` (and `size` bytes, when known) to;
   * `userId` is whose daily upload quota the stored bytes count against (the local driver checks it);
   * `origin` is the origin the browser asked from (the local driver signs its URL there; S3 has its own).
   */
  signPut(key: string, contentType: UploadType, size?: number, userId?: number, origin?: string): Promise<string>;
  /** Where the stored object can be read. */
  readUrl(key: string): string;
  /**
   * The object key behind a stored image link (what `linkFromUploadUrl` kept), or null when the link is not
   * one of this storage's: another host, another bucket, a key that would leave the upload folder.
   */
  keyOf(link: string): string | null;
  /** The object's bytes; null when there is no such object or it is larger than `maxBytes` (never read whole). */
  read(key: string, maxBytes: number): Promise<Buffer | null>;
  /** Stores an object the server made itself (the demo's player photos). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
}

/** images/2026/11/<uuid>.png, documents/2026/11/<uuid>.pdf — built on the server, never from the client's name. */
export function newObjectKey(type: UploadType, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const folder = isDocumentType(type) ? 'documents' : 'images';
  return `${folder}/${now.getUTCFullYear()}/${month}/${randomUUID()}.${UPLOAD_TYPES[type]}`;
}

/** The only object keys this server ever signs or serves (also keeps paths inside the upload folder). */
export const OBJECT_KEY_PATTERN =
  /^(?:images\/\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp|gif|avif)|documents\/\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:pdf|docx?))$/;

/** A stored document is downloaded, never shown in the page: a PDF viewer runs the file's scripts. */
export const isDocumentKey = (key: string) => key.startsWith('documents/');

type S3Settings = Config['storage']['s3'];

/** Base URL of the bucket as the SDK addresses it (path style or virtual-hosted). */
export function s3BucketBase(s3: S3Settings): string {
  if (!s3.endpoint) return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
  if (s3.forcePathStyle) return `${s3.endpoint}/${s3.bucket}`;
  const u = new URL(s3.endpoint);
  return `${u.protocol}//${s3.bucket}.${u.host}`;
}

/** Origins the browser talks to for images (PUT and GET), for the Content-Security-Policy. */
export function storageOrigins(config: Config): string[] {
  if (config.storage.driver !== 's3') return [];
  const { s3 } = config.storage;
  const bases = [s3BucketBase(s3), ...(s3.publicUrl ? [s3.publicUrl] : [])];
  return [...new Set(bases.map((b) => new URL(b).origin))];
}

/**
 * The key in `link` after the first of `bases` it starts with (query and fragment dropped, percent-decoding
 * undone); null when none matches or the rest is not a plain relative key ("..", "//", control characters).
 */
export function keyAfterBase(link: string, bases: readonly string[]): string | null {
  const bare = link.split(/[?#]/)[0];
  for (const base of bases) {
    const prefix = `${base.replace(/\/$/, '')}/`;
    if (!bare.startsWith(prefix)) continue;
    let key: string;
    try {
      key = decodeURIComponent(bare.slice(prefix.length));
    } catch {
      return null;
    }
    const parts = key.split('/');
    // eslint-disable-next-line no-control-regex
    if (!key || /[\u0000-\u001f\\]/.test(key) || parts.some((p) => p === '' || p === '.' || p === '..')) return null;
    return key;
  }
  return null;
}

/** "10 MB", "512 KB": the size limit in messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.floor(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
