import type { MetadataRoute } from 'next';
import { getAllDocs } from '@/lib/content/docs';
import { buildConfig, siteConfig } from '@/lib/site-config';
import { absoluteUrl } from '@/lib/navigation/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  // A preview's pages are not to be indexed, so it offers crawlers none.
  if (buildConfig.preview) return [];
  // When each page last changed in git, as the page itself says, so crawlers come back for what changed.
  return getAllDocs().map((doc) => ({ url: absoluteUrl(siteConfig.url, doc.path), lastModified: doc.lastChanged }));
}
