/**
 * Code tab groups (markup from lib/markdown/rehype-code-tabs.ts). A choice is per label: choosing
 * "Maven" selects "Maven" in every group of the page that has it, and is remembered, most recent
 * first, so that a group offering "Maven" and "Gradle (Kotlin)" shows whichever of the two the
 * reader chose last. The first three functions are self-contained because the boot script inlines
 * their source (see bootScript), to restore the remembered tabs before first paint.
 */
import { readStored, writeStored } from './guarded-apis';

/** Selects the tab labelled `label` in one group and shows its panel; false when the group has no such tab. */
export function selectCodeTab(group: Element, label: string): boolean {
  const tabs = group.querySelectorAll('[role="tab"]');
  if (![...tabs].some((tab) => tab.getAttribute('data-tab-label') === label)) return false;
  tabs.forEach((tab) => {
    const chosen = tab.getAttribute('data-tab-label') === label;
    tab.setAttribute('aria-selected', chosen ? 'true' : 'false');
    // The roving tab stop follows the selection (ARIA tabs pattern).
    tab.setAttribute('tabindex', chosen ? '0' : '-1');
  });
  group.querySelectorAll('[role="tabpanel"]').forEach((panel) => {
    if (panel.getAttribute('data-tab-label') === label) panel.setAttribute('data-selected', '');
    else panel.removeAttribute('data-selected');
  });
  return true;
}

/** The remembered labels from their stored JSON; anything else stored (corrupt, from an older site) counts as nothing. */
export function rememberedTabLabels(stored: string | null): string[] {
  try {
    const labels: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(labels) && labels.every((label) => typeof label === 'string') ? labels : [];
  } catch {
    return [];
  }
}

/**
 * Shows in each group not restored yet the most recently chosen label it has. A group still being
 * parsed (fewer panels than tabs so far) is left for the next call, since its later panels would
 * arrive with the static selection. `readLabels` is called only when there is a group to restore.
 */
export function restoreCodeTabs(root: ParentNode, readLabels: () => string[], select: (group: Element, label: string) => boolean): void {
  const groups = [...root.querySelectorAll('[data-code-tabs]:not([data-code-tabs-restored])')].filter(
    (group) => group.querySelectorAll('[role="tabpanel"]').length === group.querySelectorAll('[role="tab"]').length,
  );
  if (groups.length === 0) return;
  const labels = readLabels();
  groups.forEach((group) => {
    group.setAttribute('data-code-tabs-restored', '');
    labels.some((label) => select(group, label));
  });
}

/** Selects the tab's label in every group of the page and remembers it first, keeping `keep` labels in all. */
export function chooseCodeTab(tab: HTMLElement, storageKey: string, keep: number): void {
  const label = tab.dataset.tabLabel!;
  const before = tab.getBoundingClientRect().top;
  document.querySelectorAll('[data-code-tabs]').forEach((group) => selectCodeTab(group, label));
  // Groups above this one may have changed height; scrolling by the difference keeps the tab the
  // reader just used under their pointer instead of moving the page under them.
  window.scrollBy({ top: tab.getBoundingClientRect().top - before, behavior: 'instant' });
  const others = rememberedTabLabels(readStored(storageKey)).filter((remembered) => remembered !== label);
  writeStored(storageKey, JSON.stringify([label, ...others].slice(0, keep)));
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The tab a key moves to from `tab` in its tab list (arrows wrap around, Home and End), or null for other keys. */
export function codeTabForKey(tab: HTMLElement, key: string): HTMLElement | null {
  const move = KEY_MOVES[key];
  if (!move) return null;
  const tabs = [...tab.parentElement!.querySelectorAll<HTMLElement>('[role="tab"]')];
  return tabs[move(tabs.indexOf(tab), tabs.length)] ?? null;
}
