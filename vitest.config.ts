import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('.', import.meta.url)) },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'node',
    projects: [
      // Without isolation each worker keeps one module cache for all its files, which about halves the
      // time: a file that stubs the environment or mocks a module undoes it, and a file that mocks a
      // module starts and ends with vi.resetModules().
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], isolate: false, globalSetup: 'tests/unit/helpers/compile-programs.ts' } },
      // Runs real builds against the built out/: `npm test` runs it after the main build.
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'] } },
    ],
  },
});
