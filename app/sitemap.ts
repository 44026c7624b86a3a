import type { MetadataRoute } from 'next';
import { getAllDocs } from '@/lib/content/docs';
import { buildConfig, siteConfig } from '@/lib/site-config';
import { absoluteUrl } from '@/lib/navigation/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  // A preview's pages are not to be indexed, so it offers crawlers none.
  if (buildConfig.preview) return [];
  return getAllDocs().map((doc) => ({ url: absoluteUrl(siteConfig.url, doc.path) }));
}
