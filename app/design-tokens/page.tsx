import type { Metadata } from 'next';
import { DesignTokensView } from '@/components/design/DesignTokensView';

// For designers, not readers: kept out of search engines, and of the sitemap, search and llms.txt,
// which list the docs' pages only.
export const metadata: Metadata = { title: 'Design tokens', robots: { index: false, follow: false } };

export default function DesignTokensPage() {
  return <DesignTokensView />;
}
