import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocPageView } from '@/components/doc/DocPageView';
import { getDocBySlug, getStaticSlugs } from '@/lib/content/docs';
import { siteConfig } from '@/lib/site-config';

export const dynamicParams = false;

export function generateStaticParams() {
  return getStaticSlugs();
}

interface PageProps {
  params: Promise<{ slug?: string[] }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const doc = getDocBySlug((await params).slug);
  if (!doc) return {};
  const { version, sidebarId } = siteConfig.docs;
  return {
    title: doc.title,
    description: doc.description,
    alternates: { canonical: doc.path },
    openGraph: { title: doc.title, description: doc.description, type: 'article', url: doc.path },
    other: {
      'docs-version': version.id,
      'docs-version-label': version.label,
      'docs-version-latest': String(version.isLast),
      'docs-sidebar': sidebarId,
    },
  };
}

export default async function DocRoute({ params }: PageProps) {
  const doc = getDocBySlug((await params).slug);
  if (!doc) notFound();
  return <DocPageView doc={doc} />;
}
