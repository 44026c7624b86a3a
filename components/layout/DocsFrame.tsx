import type { ReactNode } from 'react';
import { PendingPageSpinner } from '@/components/progress/PendingPageSpinner';
import { MAIN_CONTENT_ID } from './SkipLink';

/**
 * The sidebar and the main column of a page. Each page renders its own sidebar (a budget of links
 * around it, see lib/sidebar-budget.ts) instead of the root layout carrying the whole tree into
 * every page's HTML and payload. The sidebar comes in as an element so that the not-found page,
 * which Next bundles into every page, does not import the interactive one.
 */
export function DocsFrame({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-page flex-1 max-desktop:no-js:flex-col">
      {sidebar}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="relative min-w-0 flex-1 outline-none">
        <PendingPageSpinner />
        {children}
      </main>
    </div>
  );
}
