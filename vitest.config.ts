import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests (global setup included) import the contract's TypeScript sources, never a stale build of it.
  resolve: {
    alias: [
      {
        find: /^@phlox\/contract$/,
        replacement: fileURLToPath(new URL('packages/contract/src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/api/test/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One fork per core (Vitest's default leaves one idle, which on a 2-core runner halves the speed).
    maxWorkers: '100%',
    globalSetup: ['apps/api/test/global-setup.ts'],
  },
});
