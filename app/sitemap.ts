import type { MetadataRoute } from 'next';
import { getAllDocs } from '@/lib/content/docs';
import { siteConfig } from '@/lib/site-config';
import { absoluteUrl } from '@/lib/navigation/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return getAllDocs().map((doc) => ({ url: absoluteUrl(siteConfig.url, doc.path) }));
}
