import type { Metadata } from 'next';
import nextPackage from 'next/package.json';
import { buildConfig, siteConfig } from '@/lib/site-config';

/** A page's title in the browser: its own, then the site's. */
export const titleTemplate = `%s ${siteConfig.titleDelimiter} ${siteConfig.title}`;

/**
 * What the head of every page says of the site: the root layout's metadata, and the not-found
 * page's (app/global-not-found.tsx), which Next renders without the root layout.
 */
export const siteMetadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.title, template: titleTemplate },
  description: siteConfig.tagline,
  generator: `Next.js ${nextPackage.version}`,
  applicationName: siteConfig.title,
  openGraph: { siteName: siteConfig.title, locale: siteConfig.locale.openGraph, type: 'website' },
  other: { 'site-version': siteConfig.siteVersion },
  // Every page of a merge request's preview; nofollow too, so its `.md` copies and other files,
  // which cannot carry the tag, are not reached through it.
  ...(buildConfig.preview && { robots: { index: false, follow: false } }),
};
