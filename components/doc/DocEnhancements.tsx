'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { siteConfig } from '@/lib/site-config';

const COPIED_MS = 2000;

/**
 * Code blocks and tables are tab stops in the static HTML, so a keyboard can scroll them without
 * JavaScript. Once the page runs, only the ones that really overflow keep their stop; the others
 * would only add dozens of empty stops to a code-heavy page.
 */
function useTabStopsOnlyWhereScrollable() {
  const pathname = usePathname();
  useEffect(() => {
    const observer = new ResizeObserver((entries) => {
      for (const { target } of entries) {
        if (target.scrollWidth > target.clientWidth) target.setAttribute('tabindex', '0');
        else target.removeAttribute('tabindex');
      }
    });
    document.querySelectorAll('main [data-scroll-region]').forEach((region) => observer.observe(region));
    return () => observer.disconnect();
  }, [pathname]);
}

/**
 * Client behaviour for a doc page's static HTML: the Copy buttons that the markdown pipeline
 * renders into code blocks and the phone's "On this page" list (one delegated listener), tab stops
 * on scroll regions, and the stored docs-version preference.
 */
export function DocEnhancements() {
  useTabStopsOnlyWhereScrollable();
  useEffect(() => {
    try {
      const key = siteConfig.storageKeys.preferredDocsVersion;
      // Any other stored value is corrupt or stale: the site has one docs version.
      if (localStorage.getItem(key) !== siteConfig.docs.version.id) localStorage.setItem(key, siteConfig.docs.version.id);
    } catch {}

    const onClick = async (event: MouseEvent) => {
      // A link followed from the phone's "On this page" folds the list away; closing it before the
      // browser jumps keeps the jump aimed at the heading.
      const tocLink = (event.target as Element | null)?.closest('details[data-toc-disclosure] a');
      if (tocLink) tocLink.closest('details')!.open = false;
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-copy-code]');
      const code = button?.parentElement?.querySelector('pre code');
      if (!button || !code) return;
      try {
        await navigator.clipboard.writeText(code.textContent ?? '');
        button.textContent = 'Copied';
        button.setAttribute('aria-label', 'Copied to clipboard');
        button.dataset.copied = '';
      } catch {
        button.textContent = 'Copy failed';
      }
      window.setTimeout(() => {
        button.textContent = 'Copy';
        button.setAttribute('aria-label', 'Copy code to clipboard');
        delete button.dataset.copied;
      }, COPIED_MS);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
