import type { Metadata, Viewport } from 'next';
import nextPackage from 'next/package.json';
import type { ReactNode } from 'react';
import { AnnouncementBar } from '@/components/announcement/AnnouncementBar';
import { ContentProblemsPanel } from '@/components/dev/ContentProblemsPanel';
import { BootScript } from '@/components/layout/BootScript';
import { handOverBootScript } from '@/components/layout/boot-script-handoff';
import { Footer } from '@/components/layout/Footer';
import { PageTopFocus } from '@/components/layout/PageTopFocus';
import { SkipLink } from '@/components/layout/SkipLink';
import { PreviewBar } from '@/components/preview/PreviewBar';
import { Navbar } from '@/components/navbar/Navbar';
import { RouteProgress } from '@/components/progress/RouteProgress';
import { bootScript } from '@/lib/browser/boot-script';
import { getSearchLibraries, getTopLevelSidebar } from '@/lib/content/docs';
import { buildConfig, siteConfig } from '@/lib/site-config';
import '@/styles/globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: {
    default: siteConfig.title,
    template: `%s ${siteConfig.titleDelimiter} ${siteConfig.title}`,
  },
  description: siteConfig.tagline,
  generator: `Next.js ${nextPackage.version}`,
  applicationName: siteConfig.title,
  openGraph: { siteName: siteConfig.title, locale: siteConfig.locale.openGraph, type: 'website' },
  other: { 'site-version': siteConfig.siteVersion },
  // Every page of a merge request's preview; nofollow too, so its `.md` copies and other files,
  // which cannot carry the tag, are not reached through it.
  ...(buildConfig.preview && { robots: { index: false, follow: false } }),
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  handOverBootScript(bootScript());
  return (
    // The boot script sets data-theme (and may set data-announcement-dismissed) before React hydrates.
    <html
      lang={siteConfig.locale.lang}
      dir={siteConfig.locale.dir}
      data-theme={siteConfig.colorMode.defaultMode}
      suppressHydrationWarning
    >
      <head>
        <BootScript />
      </head>
      <body className="bg-bg text-fg antialiased">
        <PageTopFocus />
        <SkipLink />
        {buildConfig.preview && <PreviewBar mergeRequest={buildConfig.previewedMergeRequest} />}
        <RouteProgress />
        <AnnouncementBar />
        <Navbar libraries={getSearchLibraries()} topLevelSidebar={getTopLevelSidebar()} />
        {children}
        <Footer />
        <ContentProblemsPanel />
      </body>
    </html>
  );
}
