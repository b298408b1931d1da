import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EXPORT_FILE_TTL_HOURS } from '@phlox/contract';

/** A file a job produced (an export): where it is kept and how big it is. */
export interface StoredJobFile {
  key: string;
  bytes: number;
}

export interface JobFiles {
  /** Streams `body` to the configured storage; memory stays flat whatever the size. */
  save(name: string, contentType: string, body: Readable): Promise<StoredJobFile>;
  /** The local driver's file, to stream; with s3, a presigned link valid for a few minutes. */
  open(key: string, name: string): Promise<{ stream: Readable } | { redirect: string }>;
  remove(key: string): Promise<void>;
  /**
   * Saves a tracked job's file and returns the result fields that offer it in the owner's bell for
   * EXPORT_FILE_TTL_HOURS (`file`; `storedKey`, which the jobs API never shows) and its size.
   */
  offer(trackedId: number | undefined, name: string, contentType: string, body: Readable): Promise<OfferedJobFile>;
}

export interface OfferedJobFile {
  file: { name: string; url: string; expiresAt: string };
  storedKey: string;
  bytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobFiles: JobFiles;
  }
}

/** Keys are ours only: exports/<uuid>/<name>, the name written by the server. */
const KEY = /^exports\/[0-9a-f-]{36}\/[\w.-]+$/;
/** How long a presigned S3 link handed to the browser works. */
const S3_LINK_SECONDS = 300;

/**
 * Files jobs produce (long exports), kept beside the images: under DATA_DIR/exports with the local driver, under
 * `exports/` in the bucket with s3. The file is written to a temporary file first, so the upload knows its
 * length and a failed job leaves nothing behind.
 */
export default fp(async function jobFilesPlugin(app: FastifyInstance) {
  const localRoot = path.join(app.config.dataDir, 'exports');
  const s3 = app.storage.kind === 's3' ? app.storage : null;
  const bucket = app.config.storage.s3.bucket;

  const files: JobFiles = {
    async save(name, contentType, body) {
      const key = `exports/${randomUUID()}/${name.replace(/[^\w.-]/g, '_')}`;
      const tmp = path.join(os.tmpdir(), `phlox-${randomUUID()}`);
      try {
        await pipeline(body, createWriteStream(tmp));
        const { size } = await stat(tmp);
        if (s3) {
          const { PutObjectCommand } = await import('@aws-sdk/client-s3');
          await s3.client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: createReadStream(tmp),
              ContentLength: size,
              ContentType: contentType,
            }),
          );
        } else {
          const target = path.join(localRoot, key.slice('exports/'.length));
          await mkdir(path.dirname(target), { recursive: true });
          await pipeline(createReadStream(tmp), createWriteStream(target));
        }
        return { key, bytes: size };
      } finally {
        await rm(tmp, { force: true });
      }
    },
    async open(key, name) {
      if (!KEY.test(key)) throw new Error('not a job file key');
      if (s3) {
        const { GetObjectCommand } = await import('@aws-sdk/client-s3');
        const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
        const command = new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentDisposition: `attachment; filename="${name}"`,
        });
        return { redirect: await getSignedUrl(s3.client, command, { expiresIn: S3_LINK_SECONDS }) };
      }
      return { stream: createReadStream(path.join(localRoot, key.slice('exports/'.length))) };
    },
    async remove(key) {
      if (!KEY.test(key)) return;
      if (s3) {
        const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
        await s3.client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
        return;
      }
      await rm(path.dirname(path.join(localRoot, key.slice('exports/'.length))), { recursive: true, force: true });
    },
    async offer(trackedId, name, contentType, body) {
      const stored = await files.save(name, contentType, body);
      const expiresAt = new Date(Date.now() + EXPORT_FILE_TTL_HOURS * 3_600_000).toISOString();
      return {
        file: { name, url: `/api/jobs/${trackedId}/download`, expiresAt },
        storedKey: stored.key,
        bytes: stored.bytes,
      };
    },
  };
  app.decorate('jobFiles', files);
});
