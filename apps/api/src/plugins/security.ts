import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { storageOrigins } from './storage/driver.js';

/** Security headers; the CSP allows only this origin plus the configured tracking ingest. */
export default fp(async function securityPlugin(app: FastifyInstance) {
  const ingest = app.config.tracking.ingestUrl ? [new URL(app.config.tracking.ingestUrl).origin] : [];
  // The s3 driver: the browser PUTs images to the bucket and shows them from it (or S3_PUBLIC_URL).
  const storage = storageOrigins(app.config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design writes its CSS-in-JS styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storage],
        connectSrc: ["'self'", ...ingest, ...storage],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The app is served over plain http on localhost by default.
    hsts: app.config.isProduction,
  });
});
