import type { ReactNode } from 'react';
import { PendingPageSpinner } from '@/components/progress/PendingPageSpinner';
import { MAIN_CONTENT_ID } from './SkipLink';

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
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="docs-main">
        <PendingPageSpinner />
        {children}
      </main>
    </div>
  );
}
