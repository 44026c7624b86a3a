'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { chooseCodeTab, codeTabForKey } from '@/lib/browser/code-tabs';
import { readStored, writeStored } from '@/lib/browser/guarded-apis';
import { safeDecodeURIComponent } from '@/lib/navigation/routes';
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
 * After a client navigation to `page#id`, the element `id` is not :target (the router changes the
 * address through the History API, which does not set it): it is marked with data-target, which the
 * styles read as :target. A fragment change on the page moves the mark.
 */
function useTargetMark() {
  const pathname = usePathname();
  useEffect(() => {
    const mark = () => {
      document.querySelectorAll('[data-target]').forEach((element) => element.removeAttribute('data-target'));
      const id = safeDecodeURIComponent(window.location.hash.slice(1));
      if (id) document.getElementById(id)?.setAttribute('data-target', '');
    };
    mark();
    window.addEventListener('hashchange', mark);
    return () => window.removeEventListener('hashchange', mark);
  }, [pathname]);
}

/** Shows `copied` on the button for a moment, then `idle` again. */
function flash(button: HTMLButtonElement, label: Element, copied: string, idle: string) {
  label.textContent = copied;
  button.dataset.copied = '';
  window.setTimeout(() => {
    label.textContent = idle;
    delete button.dataset.copied;
  }, COPIED_MS);
}

/**
 * The page's status line (PageMarkdownActions), where a copy is announced: a screen reader does not
 * always read out the new name of the button in focus. Emptied first, so that a second copy is announced again.
 */
function announceCopy(): (message: string) => void {
  const status = document.querySelector('[data-copy-status]');
  if (status) status.textContent = '';
  return (message) => {
    if (status) status.textContent = message;
  };
}

async function copyCode(button: HTMLButtonElement, code: string) {
  const label = button.getAttribute('aria-label');
  const announce = announceCopy();
  try {
    await navigator.clipboard.writeText(code);
    button.setAttribute('aria-label', 'Copied to clipboard');
    announce('Code copied to the clipboard');
    flash(button, button, 'Copied', 'Copy');
  } catch {
    announce('The code could not be copied');
    flash(button, button, 'Copy failed', 'Copy');
  }
  window.setTimeout(() => button.setAttribute('aria-label', label ?? 'Copy'), COPIED_MS);
}

/**
 * Copies the page's Markdown, fetched on this click. The clipboard gets a promise of it where the
 * browser allows (Safari accepts a write only while the click is being handled, not after a fetch).
 */
async function copyPage(button: HTMLButtonElement) {
  const label = button.querySelector('[data-copy-page-label]')!;
  const announce = announceCopy();
  const markdown = fetch(button.dataset.copyPage!).then((response) => {
    if (!response.ok) throw new Error(`${response.status}`);
    return response.text();
  });
  try {
    if (typeof ClipboardItem === 'function') {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': markdown.then((text) => new Blob([text], { type: 'text/plain' })) })]);
    } else {
      await navigator.clipboard.writeText(await markdown);
    }
    announce('Page copied to the clipboard as Markdown');
    flash(button, label, 'Copied', 'Copy page');
  } catch {
    announce('The page could not be copied');
    flash(button, label, 'Copy failed', 'Copy page');
  }
}

const chooseTab = (tab: HTMLElement) => chooseCodeTab(tab, siteConfig.storageKeys.codeTabs, siteConfig.codeTabs.rememberedLabels);

/**
 * Client behaviour for a doc page's static HTML: the Copy buttons that the markdown pipeline
 * renders into code blocks and command tables (each panel of a code tab group has its own, so Copy copies the panel
 * shown), the code tabs, "Copy page", the images' zoom dialog and the phone's "On this page" list (delegated listeners),
 * tab stops on scroll regions, and the stored docs-version preference.
 */
export function DocEnhancements() {
  useTabStopsOnlyWhereScrollable();
  useTargetMark();
  useEffect(() => {
    const key = siteConfig.storageKeys.preferredDocsVersion;
    // Any other stored value is corrupt or stale: the site has one docs version.
    if (readStored(key) !== siteConfig.docs.version.id) writeStored(key, siteConfig.docs.version.id);

    const onClick = async (event: MouseEvent) => {
      const target = event.target as Element | null;
      // A link followed from the phone's "On this page" folds the list away; closing it before the
      // browser jumps keeps the jump aimed at the heading.
      const tocLink = target?.closest('details[data-toc-disclosure] a');
      if (tocLink) tocLink.closest('details')!.open = false;
      const codeButton = target?.closest<HTMLButtonElement>('button[data-copy-code]');
      // The code beside the button: a block's `<pre><code>`, or a command table's command.
      const code = codeButton?.parentElement?.querySelector('code');
      if (codeButton && code) copyCode(codeButton, code.textContent ?? '');
      const pageButton = target?.closest<HTMLButtonElement>('button[data-copy-page]');
      if (pageButton) copyPage(pageButton);
      const codeTab = target?.closest<HTMLElement>('[data-code-tabs] [role="tab"]');
      if (codeTab) chooseTab(codeTab);
      // A modified click (new tab, download) keeps the plain link's meaning.
      const imageLink = target?.closest<HTMLAnchorElement>('a[data-image-zoom]');
      const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (imageLink && !modified) {
        event.preventDefault();
        // Its own chunk: pages without images never load it.
        (await import('@/lib/browser/image-zoom')).openImageZoom(imageLink);
      }
    };
    // Arrow keys, Home and End move between a group's tabs and select the tab they reach.
    const onKeyDown = (event: KeyboardEvent) => {
      const codeTab = (event.target as Element | null)?.closest<HTMLElement>('[data-code-tabs] [role="tab"]');
      const next = codeTab && codeTabForKey(codeTab, event.key);
      if (!next) return;
      event.preventDefault();
      next.focus();
      chooseTab(next);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  return null;
}
