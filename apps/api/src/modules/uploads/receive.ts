import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import { ERROR_CODES, isDocumentType } from '@phlox/contract';
import { AppError } from '../../shared/errors.js';
import { formatBytes } from '../../plugins/storage/driver.js';

/** Enough of the file's start for file-type to recognise any image format. */
const SNIFF_BYTES = 4100;

/** What the user calls a file of this type in messages: a contract is a document, not an image. */
const fileWord = (type: string) => (isDocumentType(type) ? 'document' : 'image');

export const tooLarge = (max: number, type: string) =>
  new AppError(413, ERROR_CODES.validation, `The ${fileWord(type)} is larger than ${formatBytes(max)}`);
export const unsupportedType = (message: string) => new AppError(415, ERROR_CODES.validation, message);

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'a JPEG image',
  'image/png': 'a PNG image',
  'image/webp': 'a WebP image',
  'image/gif': 'a GIF image',
  'image/avif': 'an AVIF image',
  'application/pdf': 'a PDF document',
  'application/msword': 'a Word (DOC) document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'a Word (DOCX) document',
};

/** What file-type calls a type's bytes: an old Word file is an OLE compound file to it, nothing more precise. */
const SNIFFED_AS: Record<string, string> = { 'application/msword': 'application/x-cfb' };

interface Receive {
  body: Readable;
  /** The signed type; the bytes must really be of it. */
  type: string;
  maxBytes: number;
  tmpDir: string;
  /** The final file; written only when the whole body arrived within the limit and is of the type. */
  target: string;
}

/**
 * Streams an upload to a temporary file with a byte counter, checks the bytes are the signed type (an image, a
 * document), then renames it into place: a reader never sees a partial file, and on any failure nothing is kept.
 */
export async function receiveUpload({ body, type, maxBytes, tmpDir, target }: Receive): Promise<number> {
  const tmp = path.join(tmpDir, `${randomUUID()}.part`);
  const head: Buffer[] = [];
  let headBytes = 0;
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(tooLarge(maxBytes, type));
      if (headBytes < SNIFF_BYTES) {
        head.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
        headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
      }
      done(null, chunk);
    },
  });
  let kept = false;
  const file = createWriteStream(tmp, { flags: 'wx', mode: 0o644 });
  // Piped rather than pipelined: an over-long body must not destroy the request, so the 413 still reaches
  // the client (the route closes the connection after it instead of reading the rest).
  const relay = () => counter.destroy(new AppError(400, ERROR_CODES.validation, 'The upload was interrupted'));
  body.once('error', relay);
  body.once('close', () => {
    if (!body.readableEnded) relay();
  });
  body.pipe(counter);
  try {
    await pipeline(counter, file);
    if (bytes === 0) throw new AppError(400, ERROR_CODES.validation, 'The file is empty');
    const sniffed = await fileTypeFromBuffer(Buffer.concat(head));
    if (sniffed?.mime !== (SNIFFED_AS[type] ?? type))
      throw unsupportedType(`The file is not ${TYPE_NAMES[type] ?? type}. Choose a file of that type.`);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tmp, target);
    kept = true;
    return bytes;
  } finally {
    body.unpipe(counter);
    body.off('error', relay);
    if (!kept) {
      // A destroyed write stream may still be opening its file: wait, or the file would outlive the rm.
      if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
      await rm(tmp, { force: true });
    }
  }
}
