import { buildSync } from 'esbuild';

/**
 * The site's script for /admin (lib/cms/admin/), bundled for the browser when the build writes the
 * CMS files and on each request in `npm run dev`: it is small and only /admin loads it.
 */
export const ADMIN_SCRIPT = 'admin.js';

export function adminScript(): string {
  const { outputFiles } = buildSync({
    entryPoints: ['lib/cms/admin/main.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
  });
  return outputFiles[0]!.text;
}
