'use client';

import { Suspense, lazy, useRef, useState } from 'react';
import { LAYOUT_IDS } from '@/lib/navigation/layout-ids';
import type { DrawerDialogProps } from './DrawerDialog';

const loadDrawerDialog = () => import('./DrawerDialog').then((module) => module.DrawerDialog);
// The dialog (with its focus trap and scroll lock) is only needed once a phone reader opens the
// drawer, so it stays out of every page's first-load JavaScript.
const DrawerDialog = lazy(() => loadDrawerDialog().then((component) => ({ default: component })));

type MobileDrawerProps = Omit<DrawerDialogProps, 'returnFocusTo'>;

const menuIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="icon size-6">
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

/**
 * The navbar button that opens the sidebar as a drawer below the desktop breakpoint. Without
 * JavaScript there is no drawer and the sidebar sits below the article: in the button's place a
 * link leads down to it.
 */
export function MobileDrawer({ fallback, open, onOpenChange }: MobileDrawerProps) {
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Toggle navigation bar"
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={loadDrawerDialog}
        onFocus={loadDrawerDialog}
        onClick={() => {
          setUsed(true);
          onOpenChange(!open);
        }}
        className="js-only navbar-icon-button desktop:hidden"
      >
        {menuIcon}
      </button>
      <a href={`#${LAYOUT_IDS.pageList}`} aria-label="Page list" className="navbar-icon-button hidden max-desktop:no-js:inline-flex">
        {menuIcon}
      </a>
      {used && (
        <Suspense fallback={null}>
          <DrawerDialog fallback={fallback} open={open} onOpenChange={onOpenChange} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
