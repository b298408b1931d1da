import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config.js';
import { keyAfterBase, s3BucketBase, type StorageDriver } from './driver.js';

export interface S3Storage extends StorageDriver {
  readonly kind: 's3';
  readonly client: S3Client;
}

/** AWS SDK v3 presigned PUTs against any S3-compatible endpoint; nothing is kept on local disk. */
export function createS3Storage(config: Config): S3Storage {
  const { s3, urlTtlSeconds } = config.storage;
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    // Without keys the SDK's default chain applies (environment, instance role).
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
  });
  const readBase = s3.publicUrl ?? s3BucketBase(s3);
  return {
    kind: 's3',
    client,
    async signPut(key, contentType, size) {
      // Content-Type (and the length, when the browser told it) are signed: a different file is refused by S3.
      const command = new PutObjectCommand({
        Bucket: s3.bucket,
        Key: key,
        ContentType: contentType,
        ContentLength: size,
      });
      return getSignedUrl(client, command, {
        expiresIn: urlTtlSeconds,
        signableHeaders: new Set(size ? ['content-type', 'content-length'] : ['content-type']),
      });
    },
    readUrl: (key) => `${readBase}/${key}`,
    // Uploads keep the bucket's own address (the presigned URL cut); readUrl gives the public one.
    keyOf: (link) => keyAfterBase(link, [readBase, s3BucketBase(s3)]),
    async read(key, maxBytes) {
      let got;
      try {
        got = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      } catch (err) {
        if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw err;
      }
      if (!got.Body) return null;
      if ((got.ContentLength ?? 0) > maxBytes) {
        (got.Body as { destroy?: () => void }).destroy?.();
        return null;
      }
      const bytes = Buffer.from(await got.Body.transformToByteArray());
      return bytes.length <= maxBytes ? bytes : null;
    },
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
  };
}
