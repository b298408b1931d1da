import { defineConfig } from 'vitest/config';

export default defineConfig({
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
