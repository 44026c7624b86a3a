import type { MetadataRoute } from 'next';
import { buildConfig, siteConfig } from '@/lib/site-config';
import { absoluteUrl } from '@/lib/navigation/routes';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  // Crawlers read only a host's root robots.txt, so a preview under /mr-<iid>/ relies on its pages'
  // noindex; this one keeps them out where a preview is served at a root of its own.
  if (buildConfig.preview) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl(siteConfig.url, '/sitemap.xml'),
  };
}
