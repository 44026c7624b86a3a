'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { focusSectionInAddress } from '@/components/navigation/focus-section';

/**
 * Where keyboard focus goes after a client navigation: the top of the document, as after a full
 * load, so the first Tab reaches "Skip to main content" instead of the sidebar link that was
 * followed; or, for an address with a #fragment (a search result's section), that section, which
 * the page is scrolled to, so the next Tab goes on from there. Next's route announcer reads the new
 * page's title aloud; this element has no name of its own, so nothing is read twice.
 *
 * Focus stays where it is on the first load (the browser's own start), on a jump within the page
 * (the pathname does not change) and on Back/Forward, which restore the earlier position instead:
 * the behaviour of GOV.UK's and GitHub's client-side navigation.
 */
export function PageTopFocus() {
  const pathname = usePathname();
  const target = useRef<HTMLDivElement>(null);
  const shownPathname = useRef(pathname);
  const historyMoveTo = useRef<string | null>(null);

  useEffect(() => {
    const remember = () => {
      historyMoveTo.current = window.location.pathname;
    };
    window.addEventListener('popstate', remember);
    return () => window.removeEventListener('popstate', remember);
  }, []);

  useEffect(() => {
    if (pathname === shownPathname.current) return;
    shownPathname.current = pathname;
    const fromHistory = historyMoveTo.current === window.location.pathname;
    historyMoveTo.current = null;
    if (!fromHistory && !focusSectionInAddress()) target.current?.focus({ preventScroll: true });
  }, [pathname]);

  return <div ref={target} tabIndex={-1} data-page-top className="outline-none" />;
}
