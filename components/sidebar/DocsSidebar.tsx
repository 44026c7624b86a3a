'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { SidebarItem } from '@/lib/sidebar';
import { SidebarTree } from './SidebarTree';

/** The desktop sidebar: always visible above the breakpoint, scrolls on its own. */
export function DocsSidebar({ items }: { items: readonly SidebarItem[] }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const pathname = usePathname();

  // Keep the current page's link in view without scrolling the window itself.
  useEffect(() => {
    const scroller = scrollerRef.current;
    const current = scroller?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!scroller || !current) return;
    const top = current.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    if (top < 0 || top > scroller.clientHeight - current.offsetHeight) {
      scroller.scrollTop += top - scroller.clientHeight / 3;
    }
  }, [pathname]);

  return (
    <div
      ref={scrollerRef}
      className="sticky top-(--navbar-offset) hidden h-[calc(100vh-var(--navbar-offset))] w-sidebar transition-[top,height] duration-200 motion-reduce:transition-none shrink-0 overflow-y-auto border-r border-border px-3 py-4 desktop:block"
    >
      <nav aria-label="Docs sidebar">
        <SidebarTree items={items} />
      </nav>
    </div>
  );
}
