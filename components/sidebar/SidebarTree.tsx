'use client';

import * as Collapsible from '@radix-ui/react-collapsible';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { navigateTo } from '@/components/navigation/navigate';
import { collapseDurationMs } from '@/lib/browser/collapse';
import { sitePath } from '@/lib/navigation/routes';
import { findCategory, loadedItems, type SidebarCategory, type SidebarItem } from '@/lib/navigation/sidebar';
import { loadSidebarTree } from './sidebar-tree-loader';

interface TreeProps {
  items: readonly SidebarItem[];
  /** The shared file with the whole tree, for categories whose items this page does not carry. */
  treeUrl: string;
  level?: number;
}

/**
 * A sidebar link: a plain anchor (navigation and prefetching come from useDelegatedLinks on the
 * sidebar), with the active-link class and aria-current when it is the current route. Its
 * look comes from `.sidebar-tree a` (styles/globals.css): a page carries up to the link budget of
 * them, so each is no more markup than it needs.
 */
function SidebarLink({ href, label, pathname }: { href: string; label: string; pathname: string }) {
  // The boot script puts the address in its clean form before the page hydrates, so a route is the path as it is.
  const active = pathname === href;
  return (
    <a href={sitePath(href)} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined}>
      {label}
    </a>
  );
}

// Each page renders its own sidebar, so what the reader opened or closed is kept here and
// survives the move to the next page.
const openedByReader = new Map<string, boolean>();

export function SidebarTree({ items, treeUrl, level = 0 }: TreeProps) {
  const pathname = usePathname() ?? '/';
  return (
    <ul className={level > 0 ? undefined : 'sidebar-tree space-y-0.5'}>
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.href}>
            <SidebarLink href={item.href} label={item.label} pathname={pathname} />
          </li>
        ) : (
          <SidebarCategoryItem key={item.href} category={item} treeUrl={treeUrl} level={level} />
        ),
      )}
    </ul>
  );
}

const itemsOf = (tree: readonly SidebarItem[], href: string) => findCategory(tree, href)?.items ?? [];

const contains = (category: SidebarCategory, path: string): boolean =>
  category.href === path || loadedItems(category).some((item) => item.href === path || (item.type === 'category' && contains(item, path)));

interface CategoryProps {
  category: SidebarCategory;
  treeUrl: string;
  level: number;
}

function SidebarCategoryItem({ category, treeUrl, level }: CategoryProps) {
  const pathname = usePathname() ?? '/';
  const router = useRouter();
  // Categories on the way to the current page render open in the static HTML.
  const [open, setOpen] = useState(() => contains(category, pathname) || openedByReader.get(category.href) === true);
  const [fetched, setFetched] = useState<SidebarItem[] | null>(null);
  const items = category.items ?? fetched;
  const [loading, setLoading] = useState(false);
  const [durationMs, setDurationMs] = useState(0);
  const innerRef = useRef<HTMLDivElement>(null);

  // Arriving on a page inside this category opens it (state adjusted while rendering, see
  // https://react.dev/learn/you-might-not-need-an-effect#adjusting-some-state-when-a-prop-changes).
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (contains(category, pathname)) setOpen(true);
  }

  // A category the reader opened on an earlier page may come with this page as a label only.
  useEffect(() => {
    if (!open || items !== null) return;
    let current = true;
    loadSidebarTree(treeUrl).then(
      (tree) => current && setFetched(itemsOf(tree, category.href)),
      () => current && setOpen(false),
    );
    return () => {
      current = false;
    };
  }, [open, items, treeUrl, category.href]);

  const animateTo = (next: boolean) => {
    setDurationMs(collapseDurationMs(innerRef.current?.scrollHeight ?? 0));
    setOpen(next);
  };

  const toggle = (next: boolean) => {
    openedByReader.set(category.href, next);
    if (!next || items !== null) return animateTo(next);
    setLoading(true);
    loadSidebarTree(treeUrl).then(
      (tree) => {
        // Put the fetched items in the DOM, still closed, so their height is known and the category
        // opens with the same height-based animation as any other. Radix suppresses transitions on
        // a panel until a frame after it mounts, so the opening waits for the frame after that.
        flushSync(() => {
          setFetched(itemsOf(tree, category.href));
          setLoading(false);
        });
        requestAnimationFrame(() => requestAnimationFrame(() => animateTo(true)));
      },
      // Without the tree, the category's own page lists its pages.
      () => navigateTo(router, category.href),
    );
  };

  const action = open ? 'Collapse' : 'Expand';
  const holdsCurrent = !open && category.href !== pathname && contains(category, pathname);
  return (
    <Collapsible.Root asChild open={open} onOpenChange={toggle}>
      <li>
        {/* The row's link, the toggle (its chevron drawn by CSS) and the panel are styled from
            .sidebar-category (styles/globals.css): they are repeated for every category in every page's HTML. */}
        <div className="sidebar-category" data-holds-current={holdsCurrent || undefined}>
          <SidebarLink href={category.href} label={category.label} pathname={pathname} />
          <Collapsible.Trigger aria-label={`${action} sidebar category '${category.label}'`} aria-busy={loading || undefined} />
        </div>
        {/* forceMount + hidden={false}: every link the page carries stays in the static HTML (for
            crawlers, search and find-in-page); the closed state is hidden by CSS so it can animate.
            A category whose items the page does not carry renders no panel until they arrive. */}
        {items && (
          <Collapsible.Content forceMount hidden={false} style={durationMs > 0 ? { ['--collapse-duration' as string]: `${durationMs}ms` } : undefined}>
            <div ref={innerRef}>{items.length > 0 && <SidebarTree items={items} treeUrl={treeUrl} level={level + 1} />}</div>
          </Collapsible.Content>
        )}
      </li>
    </Collapsible.Root>
  );
}
