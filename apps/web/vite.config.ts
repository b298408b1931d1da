import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxied = ['/api', '/config.json', '/uploads'];

export default defineConfig({
  plugins: [react()],
  // The contract's TypeScript sources (its package's `@phlox/source` export), not its compiled copy: edits show at once.
  resolve: { conditions: ['@phlox/source', ...defaultClientConditions] },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // These packages are pure declarations but do not say so in package.json. Saying it here lets the
      // sign-in page take the constants of the contract without zod, and antd's Input without the whole
      // form engine (antd's Input reads the Form context, whose module imports all of @rc-component/form).
      treeshake: {
        moduleSideEffects: [
          { test: /packages[\\/]contract[\\/]/, sideEffects: false },
          { test: /node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // React and the router are needed by every page, change rarely and cache well on their own.
        // Ant Design is left to automatic splitting so the sign-in page only loads the components it uses.
        codeSplitting: {
          groups: [
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
