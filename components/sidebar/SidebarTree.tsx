'use client';

import * as Collapsible from '@radix-ui/react-collapsible';
import { usePathname } from 'next/navigation';
import { useRef, useState } from 'react';
import { NavLink } from '@/components/navigation/NavLink';
import { collapseDurationMs } from '@/lib/collapse';
import { flattenSidebar, type SidebarCategory, type SidebarItem } from '@/lib/sidebar';

interface TreeProps {
  items: readonly SidebarItem[];
  /** Links in the mobile drawer replace the drawer's history entry instead of adding one. */
  replaceHistory?: boolean;
  level?: number;
}

const linkClass =
  'flex-1 rounded-control px-3 py-1.5 text-small text-fg hover:bg-surface data-[active]:bg-accent-soft data-[active]:font-semibold data-[active]:text-accent';

export function SidebarTree({ items, replaceHistory, level = 0 }: TreeProps) {
  return (
    <ul className={level > 0 ? 'ml-3 border-l border-border pl-1' : 'space-y-0.5'}>
      {items.map((item) => (
        <li key={item.href}>
          {item.type === 'link' ? (
            <NavLink href={item.href} replace={replaceHistory} className={`block ${linkClass}`}>
              {item.label}
            </NavLink>
          ) : (
            <SidebarCategoryItem category={item} replaceHistory={replaceHistory} level={level} />
          )}
        </li>
      ))}
    </ul>
  );
}

const contains = (category: SidebarCategory, path: string) =>
  category.href === path || flattenSidebar(category.items).some((link) => link.href === path);

function SidebarCategoryItem({ category, replaceHistory, level }: { category: SidebarCategory; replaceHistory?: boolean; level: number }) {
  const pathname = usePathname() ?? '/';
  // Categories on the way to the current page render open in the static HTML.
  const [open, setOpen] = useState(() => contains(category, pathname));
  const [durationMs, setDurationMs] = useState(0);
  const innerRef = useRef<HTMLDivElement>(null);

  // Arriving on a page inside this category opens it (state adjusted while rendering, see
  // https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (contains(category, pathname)) setOpen(true);
  }

  const toggle = (next: boolean) => {
    setDurationMs(collapseDurationMs(innerRef.current?.scrollHeight ?? 0));
    setOpen(next);
  };

  const action = open ? 'Collapse' : 'Expand';
  return (
    <Collapsible.Root open={open} onOpenChange={toggle}>
      <div className="flex items-center gap-1">
        <NavLink href={category.href} replace={replaceHistory} className={linkClass}>
          {category.label}
        </NavLink>
        <Collapsible.Trigger
          aria-label={`${action} sidebar category '${category.label}'`}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-control text-muted hover:bg-surface"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-90' : ''}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M9 6l6 6-6 6" />
          </svg>
        </Collapsible.Trigger>
      </div>
      {/* forceMount + hidden={false}: every link stays in the static HTML (for crawlers, search and
          find-in-page); the closed state is hidden by CSS so it can animate. */}
      <Collapsible.Content
        forceMount
        hidden={false}
        className="sidebar-collapsible"
        style={{ ['--collapse-duration' as string]: `${durationMs}ms` }}
      >
        <div ref={innerRef} className="min-h-0 overflow-hidden pt-0.5">
          <SidebarTree items={category.items} replaceHistory={replaceHistory} level={level + 1} />
        </div>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
