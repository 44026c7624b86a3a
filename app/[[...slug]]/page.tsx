import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { DocPageView } from '@/components/doc/DocPageView';
import { getDocBySlug, getLibraryLabel, getLibraryTitle, getRedirects, getStaticSlugs } from '@/lib/content/docs';
import { standaloneTitle } from '@/lib/content/page-title';
import { siteConfig } from '@/lib/site-config';
import { absoluteUrl, markdownRoute, sitePath, socialCardRoute } from '@/lib/navigation/routes';
import { versionOfId } from '@/lib/navigation/versions';

export const dynamicParams = false;

// `npm run dev` answers a moved page's old routes with a permanent redirect, as the hosts do. The
// export has no page for them: the build writes the hosts' redirects instead (lib/hosting/).
const redirectsOldRoutes = process.env.NODE_ENV === 'development';

export function generateStaticParams() {
  return getStaticSlugs({ withMoves: redirectsOldRoutes });
}

interface PageProps {
  params: Promise<{ slug?: string[] }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const doc = getDocBySlug((await params).slug);
  if (!doc) return {};
  const { sidebarId } = siteConfig.docs;
  // A page of a library's other version names that version, in its title too, so tabs and shared
  // links tell it from the default's page; every default page is the spec's one docs version, and
  // its title stays the one the spec gives it.
  const own = versionOfId(doc.id);
  const otherVersion = own?.status === 'default' ? null : own;
  const version = otherVersion ? { id: otherVersion.id, label: otherVersion.label, isLast: false } : siteConfig.docs.version;
  const title = standaloneTitle(doc.title, otherVersion ? getLibraryLabel(doc) : doc.section && getLibraryTitle(doc.section));
  // Absolute, under the base path: Next resolves a root-relative path against the origin alone.
  const card = absoluteUrl(siteConfig.url, socialCardRoute(doc.path));
  return {
    title,
    description: doc.description,
    // The page's Markdown copy, for tools that read Markdown rather than scrape HTML.
    alternates: { canonical: absoluteUrl(siteConfig.url, doc.path), types: { 'text/markdown': sitePath(markdownRoute(doc.path)) } },
    // Next replaces the layout's openGraph with this one, so the site name is repeated here.
    openGraph: {
      title,
      description: doc.description,
      type: doc.section ? 'article' : 'website',
      url: absoluteUrl(siteConfig.url, doc.path),
      siteName: siteConfig.title,
      locale: siteConfig.locale.openGraph,
      images: [{ url: card, ...siteConfig.socialCard, alt: doc.title }],
    },
    twitter: { card: 'summary_large_image', title, description: doc.description, images: [card] },
    other: {
      'docs-version': version.id,
      'docs-version-label': version.label,
      'docs-version-latest': String(version.isLast),
      'docs-sidebar': sidebarId,
    },
  };
}

export default async function DocRoute({ params }: PageProps) {
  const { slug } = await params;
  const doc = getDocBySlug(slug);
  const moved = !doc && redirectsOldRoutes ? getRedirects().find(({ from }) => from === `/${(slug ?? []).join('/')}`) : undefined;
  if (moved) permanentRedirect(moved.to);
  if (!doc) notFound();
  return <DocPageView doc={doc} />;
}
