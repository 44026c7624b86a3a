'use client';

import { useEffect, useState } from 'react';
import type { Heading } from '@/lib/markdown/render';
import { nestHeadings, type TocEntry } from '@/lib/toc';

/** The heading whose section is being read: the last one above a line just below the navbar. */
function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (ids.length === 0) return;
    const update = () => {
      const line = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop || '0') + 8;
      let current: string | null = ids[0] ?? null;
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= line) current = id;
      }
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom ? (ids[ids.length - 1] ?? current) : current);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ids]);
  return active;
}

function TocList({ entries, active }: { entries: readonly TocEntry[]; active: string | null }) {
  return (
    <ul className="space-y-1">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            aria-current={entry.id === active ? 'location' : undefined}
            className="block rounded-control px-2 py-0.5 text-small text-muted hover:text-fg aria-[current]:font-semibold aria-[current]:text-accent"
          >
            {entry.text}
          </a>
          {entry.children.length > 0 && (
            <div className="ml-3">
              <TocList entries={entry.children} active={active} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Desktop: a right-hand column that follows the reading position. */
export function TableOfContents({ headings }: { headings: readonly Heading[] }) {
  const active = useActiveHeading(headings.map((heading) => heading.id));
  return (
    <div className="sticky top-[calc(theme(spacing.navbar)+1rem)] hidden max-h-[calc(100vh-theme(spacing.navbar)-2rem)] w-toc shrink-0 overflow-y-auto desktop:block">
      <nav aria-label="Table of contents" className="border-l border-border pl-3">
        <p className="mb-2 text-small font-semibold text-fg">On this page</p>
        <TocList entries={nestHeadings(headings)} active={active} />
      </nav>
    </div>
  );
}

/** Below the desktop breakpoint: a collapsible "On this page" above the content (works without JS). */
export function MobileTableOfContents({ headings }: { headings: readonly Heading[] }) {
  return (
    <details className="group mb-6 rounded-control border border-border bg-surface desktop:hidden" data-pagefind-ignore>
      <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-2 text-small font-semibold text-fg">
        On this page
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 transition-transform group-open:rotate-90" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M9 6l6 6-6 6" />
        </svg>
      </summary>
      <nav aria-label="Table of contents" className="border-t border-border px-2 py-3">
        <TocList entries={nestHeadings(headings)} active={null} />
      </nav>
    </details>
  );
}
