'use client';

import { useEffect, useState } from 'react';
import { activeHeadingId, type Heading, nestHeadings, type TocEntry } from '@/lib/navigation/toc';
import { safeDecodeURIComponent } from '@/lib/navigation/routes';

function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (ids.length === 0) return;
    const update = () => {
      const root = document.documentElement;
      const positions = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      setActive(
        activeHeadingId(positions, {
          line: parseFloat(getComputedStyle(root).scrollPaddingTop || '0') + 8,
          viewportHeight: window.innerHeight,
          atBottom: window.innerHeight + window.scrollY >= root.scrollHeight - 2,
          hash: safeDecodeURIComponent(window.location.hash.slice(1)),
        }),
      );
    };
    update();
    // hashchange: a jump to a heading already on screen does not scroll.
    const events = ['scroll', 'resize', 'hashchange'];
    events.forEach((type) => window.addEventListener(type, update, { passive: true }));
    return () => events.forEach((type) => window.removeEventListener(type, update));
  }, [ids]);
  return active;
}

/** The entries' look comes from `.toc-list` (styles/globals.css): a long page has dozens, in both tables. */
function TocList({ entries, active, nested = false }: { entries: readonly TocEntry[]; active: string | null; nested?: boolean }) {
  return (
    <ul className={nested ? undefined : 'toc-list'}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} aria-current={entry.id === active ? 'location' : undefined}>
            {entry.text}
          </a>
          {entry.children.length > 0 && <TocList entries={entry.children} active={active} nested />}
        </li>
      ))}
    </ul>
  );
}

/** Desktop: a right-hand column that follows the reading position. */
export function TableOfContents({ headings }: { headings: readonly Heading[] }) {
  const active = useActiveHeading(headings.map((heading) => heading.id));
  return (
    <div className="toc-column">
      <nav aria-label="Table of contents" className="border-l border-border pl-3">
        <p className="mb-2 text-small font-semibold text-fg">On this page</p>
        <TocList entries={nestHeadings(headings)} active={active} />
      </nav>
    </div>
  );
}

/** Below the TOC column breakpoint: a collapsible "On this page" above the content (works without JS). */
export function MobileTableOfContents({ headings }: { headings: readonly Heading[] }) {
  return (
    <details className="toc-disclosure" data-toc-disclosure data-pagefind-ignore>
      <summary>
        On this page
        <svg aria-hidden="true" viewBox="0 0 24 24" className="icon size-4 stroke-[2.5]">
          <path d="M9 6l6 6-6 6" />
        </svg>
      </summary>
      <nav aria-label="Table of contents" className="border-t border-border px-2 py-3">
        <TocList entries={nestHeadings(headings)} active={null} />
      </nav>
    </details>
  );
}
