import { buildSync } from 'esbuild';

/**
 * The site's script for /admin (lib/cms/admin/), bundled for the browser when the build writes the
 * CMS files and on each request in `npm run dev`. Only /admin loads it.
 */
export const ADMIN_SCRIPT = 'admin.js';

/**
 * The preview bundles the site's markdown pipeline, whose image step imports the content check's
 * Node code (reading image files, hashing them): the preview renders no image variants, so that
 * code is never called there, and Node's modules become an empty one.
 */
const LEFT_OUT = './lib/cms/admin/node-module-left-out.cjs';
const NODE_MODULES = ['node:crypto', 'node:fs', 'node:path'];
/** What lib/site-config.ts reads from the build's environment, which a browser has not: the bundle gets the build's values. */
const BUILD_ENVIRONMENT = ['BASE_PATH', 'SITE_PREVIEW', 'CI_MERGE_REQUEST_IID'];

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
    // The stylesheets of lib/cms/admin/ come in as text, which the script puts in the page (main.ts).
    loader: { '.css': 'text' },
    alias: Object.fromEntries(NODE_MODULES.map((name) => [name, LEFT_OUT])),
    define: Object.fromEntries(BUILD_ENVIRONMENT.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? '')])),
  });
  return outputFiles[0]!.text;
}
