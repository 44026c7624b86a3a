import type { Metadata } from 'next';
import { NotFoundView } from '@/components/errors/NotFoundView';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { siteMetadata, titleTemplate } from '@/components/layout/site-metadata';
import '@/styles/globals.css';

// Next renders the not-found page (404.html) from this file, without the root layout, so its
// element tree is not part of the root layout's, which every page's payload carries.
export const metadata: Metadata = {
  ...siteMetadata,
  title: titleTemplate.replace('%s', 'Page not found'),
  description: 'The page you asked for does not exist.',
  // Next writes noindex into the not-found page itself: a preview's robots entry would repeat it in a second tag.
  robots: null,
};

export default function GlobalNotFound() {
  return (
    <SiteDocument fullPageLinks>
      <NotFoundView />
    </SiteDocument>
  );
}
