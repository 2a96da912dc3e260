import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/sandbox/**/*.test.ts'],
    environment: 'node',
    // The sandbox suites start a real server and database each.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
