import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { createLocalStorage, type LocalStorage } from './local-driver.js';
import type { S3Storage } from './s3-driver.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured image storage (STORAGE_DRIVER). */
    storage: LocalStorage | S3Storage;
  }
}

/** The storage STORAGE_DRIVER names (also for the scale seed, which runs without an app). */
export async function createStorage(config: Config): Promise<LocalStorage | S3Storage> {
  return config.storage.driver === 's3'
    ? // The AWS SDK is loaded only with the s3 driver (~0.2 s of the cold start otherwise).
      (await import('./s3-driver.js')).createS3Storage(config)
    : await createLocalStorage(config);
}

export default fp(async function storagePlugin(app: FastifyInstance) {
  const storage = await createStorage(app.config);
  app.decorate<LocalStorage | S3Storage>('storage', storage);
  if (storage.kind === 's3') app.addHook('onClose', async () => storage.client.destroy());
});
