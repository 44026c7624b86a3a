import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  globalIgnores(['.next/**', 'out/**', 'out-fixture/**', 'out-pages/**', '.out-pages-staging/**', '.out-staging/**', '.out-previous/**', '.contentlayer/**', 'next-env.d.ts', 'reports/**', 'test-results/**', 'tests/fixtures/**']),
]);
