import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import { browserImports } from './lib/lint/browser-imports.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { phosphorous: { rules: { 'browser-imports': browserImports } } },
    rules: { 'phosphorous/browser-imports': 'error' },
  },
  globalIgnores(['.next/**', 'out/**', 'out-fixture/**', 'out-fixture-base/**', 'out-pages/**', '.out-pages-staging/**', '.out-staging/**', '.out-previous/**', '.cache/**', 'screenshots/**', 'next-env.d.ts', 'reports/**', 'test-results/**', 'tests/fixtures/**']),
]);
