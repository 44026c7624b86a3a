'use client';

import { useRouter } from 'next/navigation';
import { focusSectionOnceShown } from '@/components/navigation/focus-section';
import { navigateTo } from '@/components/navigation/navigate';
import { sitePath } from '@/lib/navigation/routes';
import type { SearchHit } from './pagefind-search';

/** Ctrl, ⌘ or Shift with Enter or a click: the ways a link opens in a new tab. */
export const wantsNewTab = (event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) => event.ctrlKey || event.metaKey || event.shiftKey;

/**
 * Opens a search result: here, closing the dialog, or in a new tab, keeping it open for the next
 * result. Options are not links (the listbox pattern forbids them inside), so the usual ways of
 * opening a link in a new tab are handled here.
 */
export function useOpenResult({ onOpenChange, onChosen }: { onOpenChange: (open: boolean) => void; onChosen: () => void }) {
  const router = useRouter();
  return (hit: SearchHit | undefined, inNewTab: boolean) => {
    if (!hit) return;
    if (inNewTab) {
      window.open(sitePath(hit.url), '_blank', 'noopener');
      return;
    }
    onChosen();
    onOpenChange(false);
    const target = new URL(sitePath(hit.url), window.location.href);
    navigateTo(router, hit.url);
    // A section of the page shown: no new page comes to move focus (PageTopFocus), so it is moved here.
    if (target.pathname === window.location.pathname && target.hash !== '') focusSectionOnceShown(target.hash);
  };
}
