import {defineConfig} from 'vitest/config';

/**
 * Checks of the production build that need no browser: the server HTML of
 * the pages, the files written beside them and, through `npm start`'s server
 * started on a free port, its HTTP behaviour. Run by `npm run test:built`
 * after `npm run build`.
 */
export default defineConfig({
  test: {
    include: ['tests/built/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
