import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * Libraries every page runs before it hydrates (React, React DOM, React Router, i18next, TanStack
 * Query): one chunk instead of the three to five pieces automatic splitting makes of them, so
 * gzip compresses them together (issue 16, docs/decisions/0033-javascript-budget.md).
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|i18next|@tanstack[\\/][^\\/]+)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: {
    target: 'es2022',
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } } },
  },
}));
