import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { siteMetadata } from '@/components/layout/site-metadata';
import '@/styles/globals.css';

// No viewport export: Next's default is the site's, `width=device-width, initial-scale=1`, as on the not-found page.
export const metadata = siteMetadata;

export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
