'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { usePageContent } from '@/components/doc/page-content';
import { prefetchAllowed, whenIdle } from '@/components/navigation/prefetch-scheduler';
import { hasDeferredCategories } from '@/lib/navigation/sidebar-budget';
import { publishPageSidebar } from './page-sidebar-store';
import { loadSidebarTree } from './sidebar-tree-loader';
import { SidebarTree } from './SidebarTree';
import { useDelegatedLinks } from '@/components/navigation/use-delegated-links';
import { LAYOUT_IDS } from '@/lib/navigation/layout-ids';

// Every page renders its own sidebar, so its scroll position is carried over from the last one.
let lastScrollTop = 0;

/**
 * The desktop sidebar: always visible above the breakpoint, scrolls on its own. Without
 * JavaScript there is no drawer, so on phones it shows after the page instead. Its items are the
 * page's part of the sidebar, which the page's payload does not carry (usePageContent).
 */
export function DocsSidebar({ route, treeUrl }: { route: string; treeUrl: string }) {
  const items = usePageContent(route, 'sidebar');
  const scrollerRef = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  useDelegatedLinks(scrollerRef);

  useEffect(() => publishPageSidebar({ items, treeUrl }), [items, treeUrl]);

  // Fetch the whole tree while the reader is idle, so expanding any category is instant.
  useEffect(() => {
    if (!hasDeferredCategories(items) || !prefetchAllowed()) return;
    whenIdle(() => void loadSidebarTree(treeUrl).catch(() => undefined));
  }, [items, treeUrl]);

  // Keep the current page's link in view without scrolling the window itself.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    scroller.scrollTop = lastScrollTop;
    const current = scroller.querySelector<HTMLElement>('[aria-current="page"]');
    if (!current) return;
    const top = current.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    if (top < 0 || top > scroller.clientHeight - current.offsetHeight) {
      scroller.scrollTop += top - scroller.clientHeight / 3;
    }
  }, [pathname]);

  return (
    <div
      ref={scrollerRef}
      onScroll={(event) => (lastScrollTop = event.currentTarget.scrollTop)}
      id={LAYOUT_IDS.pageList}
      className="docs-sidebar"
    >
      <nav aria-label="Docs sidebar">
        <SidebarTree items={items} treeUrl={treeUrl} />
      </nav>
    </div>
  );
}
