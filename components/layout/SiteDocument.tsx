import type { ReactNode } from 'react';
import { AnnouncementBar } from '@/components/announcement/AnnouncementBar';
import { ContentProblemsPanel } from '@/components/dev/ContentProblemsPanel';
import { BootScript } from '@/components/layout/BootScript';
import { handOverBootScript } from '@/components/layout/boot-script-handoff';
import { PageTopFocus } from '@/components/layout/PageTopFocus';
import { SkipLink } from '@/components/layout/SkipLink';
import { PreviewBar } from '@/components/preview/PreviewBar';
import { Navbar } from '@/components/navbar/Navbar';
import { FULL_PAGE_LINKS_ATTRIBUTE } from '@/components/navigation/full-page-links';
import { RouteProgress } from '@/components/progress/RouteProgress';
import { bootScript } from '@/lib/browser/boot-script';
import { getSearchLibraries, getTopLevelSidebar } from '@/lib/content/docs';
import { buildConfig, siteConfig } from '@/lib/site-config';

/**
 * The document every page is in: the root layout's, and the not-found page's
 * (app/global-not-found.tsx), which Next renders without the root layout.
 */
export function SiteDocument({ children, fullPageLinks = false }: { children: ReactNode; fullPageLinks?: boolean }) {
  handOverBootScript(bootScript());
  return (
    // The boot script sets data-theme (and may set data-announcement-dismissed) before React hydrates.
    <html
      lang={siteConfig.locale.lang}
      dir={siteConfig.locale.dir}
      data-theme={siteConfig.colorMode.defaultMode}
      {...(fullPageLinks && { [FULL_PAGE_LINKS_ATTRIBUTE]: '' })}
      suppressHydrationWarning
    >
      {/* eslint-disable-next-line @next/next/no-head-element -- the app router's documents write <head> themselves; this one is both root documents' (layout.tsx, global-not-found.tsx) */}
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
        <footer className="site-footer">
          <p>{siteConfig.copyright}</p>
        </footer>
        <ContentProblemsPanel />
      </body>
    </html>
  );
}
