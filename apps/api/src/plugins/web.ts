import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { PublicConfig } from '@phlox/contract';
import { ERROR_CODES } from '@phlox/contract';
import { declareAccessOfPlugin } from './route-access.js';

const ENCODED_SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** brotli, else gzip, when the Accept-Encoding header takes it (a q=0 refuses it). */
function shellEncoding(accept: string | string[] | undefined): keyof typeof ENCODED_SUFFIX | null {
  const taken = new Set(
    String(accept ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
  return taken.has('br') ? 'br' : taken.has('gzip') ? 'gzip' : null;
}

/**
 * Whether a path names something under /api once spelled plainly: percent-decoding undone (repeatedly, so
 * `%2541` counts too), backslashes read as slashes (browsers do), dot segments and repeated slashes resolved,
 * any case. `/%41PI/x`, `/api%2fx` and `/./api/x` are API paths nobody routed, never a page of the app.
 */
function isApiLike(pathname: string): boolean {
  let plain = pathname;
  for (let i = 0; i < 5 && plain.includes('%'); i++) {
    try {
      plain = decodeURIComponent(plain);
    } catch {
      break; // broken escapes: judged as spelled
    }
  }
  const normal = path.posix.normalize(`/${plain.replace(/\\/g, '/')}`);
  return /^\/api(?=[/;]|$)/i.test(normal);
}

/**
 * Serves the built web app with an index.html fallback for client-side routes, and the runtime
 * configuration the app reads at start (so one build runs in every environment).
 */
export default fp(async function webPlugin(app: FastifyInstance) {
  const root = app.config.webDistDir;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  // Which pre-compressed shells the build wrote, looked up once rather than per page load.
  const shells = new Set(
    (Object.keys(ENCODED_SUFFIX) as Array<keyof typeof ENCODED_SUFFIX>).filter((e) =>
      existsSync(path.join(root, `index.html${ENCODED_SUFFIX[e]}`)),
    ),
  );

  app.get('/config.json', { config: { public: true } }, async (_req, reply) => {
    const body: PublicConfig = {
      apiBaseUrl: '',
      customerSiteUrl: app.config.customerSiteUrl,
      trackingProjectKey: app.config.tracking.projectKey,
      trackingIngestUrl: app.config.tracking.ingestUrl,
      appEnv: app.config.appEnv,
      cardRefunds: app.config.stripe !== null,
    };
    return reply.header('cache-control', 'no-store').send(body);
  });

  if (hasWeb) {
    // Its own scope, so every file route it adds is declared public (the plugin takes no route config).
    await app.register(async (files) => {
      declareAccessOfPlugin(files, { public: true });
      await files.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs): sent as they are.
        preCompressed: true,
        // Hashed assets never change; index.html must always be fresh.
        setHeaders: (res, file) => {
          res.header(
            'cache-control',
            file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    });
  } else {
    app.log.warn(`web app not built (${root}); run "npm run build" — serving the API only`);
  }

  app.setNotFoundHandler(async (req, reply) => {
    // Only page-like paths get the app's shell; anything API-like, however it is spelled, a JSON 404.
    const pathname = req.url.split('?')[0];
    const isPage = req.method === 'GET' && !isApiLike(pathname) && !path.extname(pathname);
    if (hasWeb && isPage) {
      // Not a route (no compression hooks): the build's pre-compressed shell when the browser takes it.
      const wanted = shellEncoding(req.headers['accept-encoding']);
      const encoding = wanted && shells.has(wanted) ? wanted : null;
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(await readFile(path.join(root, `index.html${encoding ? ENCODED_SUFFIX[encoding] : ''}`)));
    }
    return reply.status(404).send({
      error: {
        code: ERROR_CODES.notFound,
        message: `Not found: ${req.method} ${req.url.split('?')[0]}`,
        requestId: req.id,
      },
    });
  });
});
