import type { ReactNode } from 'react';
import { PendingPageSpinner } from '@/components/progress/PendingPageSpinner';
import { LAYOUT_IDS } from '@/lib/navigation/layout-ids';

/**
 * The sidebar and the main column of a page. Each page renders its own sidebar (a budget of links
 * around it, see lib/navigation/sidebar-budget.ts) instead of the root layout carrying the whole tree into
 * every page's HTML and payload. The sidebar comes in as an element so that the not-found page
 * can show its own, without the interactive one's code.
 */
export function DocsFrame({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className="docs-frame">
      {sidebar}
      <main id={LAYOUT_IDS.mainContent} tabIndex={-1} className="docs-main">
        <PendingPageSpinner />
        {children}
      </main>
    </div>
  );
}
