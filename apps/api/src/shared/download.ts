import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * Headers of a file to save: its name (an ASCII fallback, and the exact name per RFC 6266 / 5987 for accented
 * ones), its type, never cached.
 */
export function sendAttachment(reply: FastifyReply, file: { type: string; name: string }): FastifyReply {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('cache-control', 'no-store');
}

/**
 * Sends a streamed file. The file is started (validated, first batch read: see started-first.ts) before the
 * download headers are set, so bad input is an ordinary JSON 4xx rather than an attachment holding an error.
 * A failure after the first byte destroys the response: the download fails visibly instead of ending short.
 */
export async function sendDownload(
  reply: FastifyReply,
  file: { type: string; name: string; body: () => Promise<Readable> },
): Promise<FastifyReply> {
  const body = await file.body();
  return sendAttachment(reply, file).send(body);
}
