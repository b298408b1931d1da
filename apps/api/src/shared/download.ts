import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export const CSV_TYPE = 'text/csv; charset=utf-8';

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
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
