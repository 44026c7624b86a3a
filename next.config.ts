import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // contentlayer2 runs as its own step before `next build`, so no webpack plugin is needed.
  turbopack: {},
};

export default nextConfig;
