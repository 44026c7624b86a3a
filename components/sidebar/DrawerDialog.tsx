'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { DialogBackdrop } from '@/components/dialog/DialogBackdrop';
import { CloseIcon } from '@/components/icons/CloseIcon';
import { usePathname } from 'next/navigation';
import { type MouseEvent, type ReactNode, type RefObject, useEffect, useMemo, useRef } from 'react';
import { onMediaChange } from '@/lib/browser/guarded-apis';
import { mediaWidth, siteConfig } from '@/lib/site-config';
import { decodeSidebarTree, type EncodedPageSidebar } from '@/lib/navigation/sidebar-tree-file';
import { usePageSidebar } from './page-sidebar-store';
import { SidebarTree } from './SidebarTree';
import { useDelegatedLinks } from '@/components/navigation/use-delegated-links';

const DRAWER_STATE_KEY = 'mobileDrawer';
const desktopQuery = `(min-width: ${mediaWidth(siteConfig.layout.desktopBreakpointPx + 1)})`;

const drawerEntryOnTop = () => Boolean((window.history.state as Record<string, unknown> | null)?.[DRAWER_STATE_KEY]);

export interface DrawerDialogProps {
  /** Shown until a page has published its own sidebar (the not-found page has none). */
  fallback: EncodedPageSidebar;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The navbar button that opened the drawer gets focus back when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The sidebar as a drawer below the desktop breakpoint (loaded on first use, see MobileDrawer). Opening it adds a history entry, so the
 * browser's Back button closes the drawer instead of leaving the page.
 */
export function DrawerDialog({ fallback, open, onOpenChange, returnFocusTo }: DrawerDialogProps) {
  const pathname = usePathname();
  const published = usePageSidebar();
  const fallbackItems = useMemo(() => decodeSidebarTree(fallback.tree), [fallback.tree]);
  const { items, treeUrl } = published.items.length > 0 ? published : { items: fallbackItems, treeUrl: fallback.treeUrl };
  const openedAt = useRef(pathname);

  useEffect(() => {
    if (!open) return;
    openedAt.current = pathname;
    if (!drawerEntryOnTop()) {
      window.history.pushState({ ...(window.history.state as object), [DRAWER_STATE_KEY]: true }, '');
    }
    const closeOnBack = () => onOpenChange(false);
    const stopWatchingWidth = onMediaChange(desktopQuery, (desktop) => desktop && close());
    window.addEventListener('popstate', closeOnBack);
    return () => {
      window.removeEventListener('popstate', closeOnBack);
      stopWatchingWidth();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per opening
  }, [open]);

  // Any other navigation while the drawer is open closes it too.
  useEffect(() => {
    if (open && pathname !== openedAt.current) onOpenChange(false);
  }, [open, pathname, onOpenChange]);

  // A followed link closes the drawer at once, not when its page arrives, so that on a slow
  // connection the reader sees the progress bar instead of a drawer that seems stuck. No
  // history.back() here: the link replaces the drawer's history entry with its page.
  function closeOnFollowedLink(event: MouseEvent<HTMLElement>) {
    const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!modified && (event.target as Element).closest('a[href]')) onOpenChange(false);
  }

  function close() {
    onOpenChange(false);
    if (drawerEntryOnTop()) window.history.back();
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <DialogBackdrop className="desktop:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Closed by a widening window, the navbar's menu button is hidden: the main content takes focus instead of the page's body.
            const button = returnFocusTo.current;
            (button && button.getClientRects().length > 0 ? button : document.querySelector('main'))?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-bg shadow-xl outline-none desktop:hidden"
        >
          <div className="flex h-navbar items-center justify-between border-b border-border px-4">
            <Dialog.Title className="font-bold text-fg">{siteConfig.title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close navigation bar"
              className="inline-flex size-10 items-center justify-center rounded-control text-fg hover:bg-surface"
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-4">
            <DrawerNav onClick={closeOnFollowedLink}>
              <SidebarTree items={items} treeUrl={treeUrl} />
            </DrawerNav>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The drawer's sidebar, mounted with the open dialog so its links get their listeners then. Its
 * links replace the drawer's history entry instead of adding one.
 */
function DrawerNav({ onClick, children }: { onClick: (event: MouseEvent<HTMLElement>) => void; children: ReactNode }) {
  const navRef = useRef<HTMLElement>(null);
  useDelegatedLinks(navRef, { replace: true });
  return (
    <nav ref={navRef} aria-label="Docs sidebar" onClick={onClick}>
      {children}
    </nav>
  );
}
