'use client';

import { useEffect } from 'react';
import { siteConfig } from '@/lib/site-config';

const COPIED_MS = 2000;

/**
 * Client behaviour for a doc page's static HTML: the Copy buttons that the markdown pipeline
 * renders into code blocks (one delegated listener), and the stored docs-version preference.
 */
export function DocEnhancements() {
  useEffect(() => {
    try {
      const key = siteConfig.storageKeys.preferredDocsVersion;
      // Any other stored value is corrupt or stale: the site has one docs version.
      if (localStorage.getItem(key) !== siteConfig.docs.version.id) localStorage.setItem(key, siteConfig.docs.version.id);
    } catch {}

    const onClick = async (event: MouseEvent) => {
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
