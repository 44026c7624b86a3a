'use client';

import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Hides the navbar while the reader scrolls down and shows it again on scroll up. It always shows
 * while the page is scrolled less than the navbar's own height, while `keepShown` holds (the
 * drawer is open) and while focus is inside the navbar.
 */
export function useHideOnScroll(navRef: RefObject<HTMLElement | null>, keepShown: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const height = nav.offsetHeight;
      const focusInside = nav.contains(document.activeElement);
      if (y < height || keepShown || focusInside) setHidden(false);
      else if (y > lastY.current) setHidden(true);
      else if (y < lastY.current) setHidden(false);
      lastY.current = y;
    };
    const onFocusIn = () => setHidden(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    nav.addEventListener('focusin', onFocusIn);
    return () => {
      window.removeEventListener('scroll', onScroll);
      nav.removeEventListener('focusin', onFocusIn);
    };
  }, [navRef, keepShown]);

  return hidden && !keepShown;
}
