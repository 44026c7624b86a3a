import type { ReactNode } from 'react';
import { PendingPageSpinner } from '@/components/progress/PendingPageSpinner';
import { DocsSidebar } from '@/components/sidebar/DocsSidebar';
import { getPageSidebar } from '@/lib/docs';
import { MAIN_CONTENT_ID } from './SkipLink';

/**
 * The sidebar and the main column of a page. Each page renders its own sidebar (a budget of links
 * around it, see lib/sidebar-budget.ts) instead of the root layout carrying the whole tree into
 * every page's HTML and payload. Without JavaScript, phones get the sidebar below the page.
 */
export function DocsFrame({ path, children }: { path: string | null; children: ReactNode }) {
  const { items, treeUrl } = getPageSidebar(path);
  return (
    <div className="mx-auto flex w-full max-w-page flex-1 max-desktop:no-js:flex-col">
      <DocsSidebar items={items} treeUrl={treeUrl} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="relative min-w-0 flex-1 outline-none">
        <PendingPageSpinner />
        {children}
      </main>
    </div>
  );
}
