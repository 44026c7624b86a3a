import { availableParallelism } from 'node:os';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { siteConfig } from './lib/site-config';

const modulesRoot = process.env.MODULES_ROOT;

const nextConfig = (phase: string): NextConfig => ({
  // Not in next dev: there, once the route's list of pages has been read again, an address no page
  // has answers 500 ("missing param in generateStaticParams()") instead of the not-found page.
  ...(phase === PHASE_DEVELOPMENT_SERVER ? {} : { output: 'export' as const }),
  // With `output: 'export'` a custom distDir is where the export is written: the build script
  // points it at a staging folder and moves that into out/ only once every step has succeeded.
  ...(process.env.EXPORT_DIR ? { distDir: process.env.EXPORT_DIR } : {}),
  // Next prefixes its links, assets and router calls; the URLs the site writes by hand go through
  // sitePath (lib/navigation/routes.ts). `env` hands BASE_PATH to the browser bundle's site config.
  basePath: siteConfig.basePath,
  env: { BASE_PATH: siteConfig.basePath },
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // `npm test` and CI type-check the project with tsc, and the build's own check
  // (lib/pipeline/page-modules.ts) names a page without a default export: Next's second type check
  // would only cost the build time and memory.
  typescript: { ignoreBuildErrors: true },
  // contentlayer2 runs as its own step before `next build`, so no webpack plugin is needed.
  // MODULES_ROOT: a benchmark's copy of the repository links to the checkout's node_modules, outside
  // the copy, and Turbopack resolves modules only under its root (scripts/bench/repo-copy.ts).
  turbopack: modulesRoot ? { root: modulesRoot } : {},
  ...(modulesRoot ? { outputFileTracingRoot: modulesRoot } : {}),
  // Every core renders pages. Next's default keeps one for its own process, which has little to do
  // while they render: on 2 cores, one worker would render every page. The workers are threads,
  // not processes, so each gets the build's heap limit (lib/pipeline/heap-limit.ts).
  // globalNotFound: the not-found page is app/global-not-found.tsx, outside the root layout.
  // prefetchInlining: Next copies a segment under maxSize (gzip) into its child's payload file. The
  // root layout's is the same under every route: the client fetches it once a visit, where a copy
  // would come again with every page it prefetches.
  // turbopackFileSystemCacheForBuild (on by default): Turbopack's cache in .next/cache makes building
  // the same site again quicker, but a build of another site or base path misses it and costs more
  // than a build without it; npm test turns it off where it would miss (scripts/test.ts).
  experimental: {
    turbopackFileSystemCacheForBuild: process.env.TURBOPACK_BUILD_CACHE !== 'off',
    cpus: availableParallelism(),
    workerThreads: true,
    globalNotFound: true,
    prefetchInlining: { maxSize: 512 },
  },
});

export default nextConfig;
