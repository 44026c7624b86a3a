import type { Element } from 'hast';

/**
 * A fence's meta string is what follows the language on its opening line, e.g.
 * ```` ```kotlin tab="Gradle (Kotlin)" title="build.gradle.kts" {2} ````. Attributes are written
 * `name="value"` with double quotes (the value cannot hold a `"`); line ranges in braces are read by
 * the highlighter. The code frame (title), the tab groups and the writer rule all read attributes
 * here, so they agree on what a fence says.
 */

/** The value of `name="…"` in a fence's meta, or null when it is absent. */
export function codeMetaAttribute(meta: string | null | undefined, name: string): string | null {
  if (!meta) return null;
  // Anchored at a word start, so `tab=` is not read out of `subtab=`.
  const match = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(meta);
  return match ? match[1]! : null;
}

/**
 * Runs of consecutive fences written as tabs (```` ```xml tab="Maven" ````) among `children`, as
 * the renderer groups them and the code-tabs rule checks them: `tabOf` reads a child's tab, or null;
 * `between` says what may stand between two tabs of one run (blank text, in HTML).
 */
export function tabRuns<C, T>(children: readonly C[], tabOf: (child: C) => T | null, between: (child: C) => boolean = () => false) {
  const runs: { start: number; end: number; tabs: T[] }[] = [];
  let current: (typeof runs)[number] | undefined;
  children.forEach((child, index) => {
    const tab = tabOf(child);
    if (tab === null) {
      if (!between(child)) current = undefined;
    } else if (current) {
      current.tabs.push(tab);
      current.end = index;
    } else {
      current = { start: index, end: index, tabs: [tab] };
      runs.push(current);
    }
  });
  return runs;
}

/** A `tab=` written without double quotes (`tab=Maven`, `tab='Maven'`), which would be read as no label at all. */
export function hasUnquotedTabLabel(meta: string | null | undefined): boolean {
  return Boolean(meta && /(?:^|\s)tab=(?!")/.test(meta));
}

/** The `<code>` of a fenced block's `<pre>`. */
export function preCode(pre: Element): Element | undefined {
  return pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
}

/** The meta string of a fence, which remark-rehype keeps in its `<code>` element's data. */
export function codeElementMeta(code: Element): string | undefined {
  return (code.data as { meta?: string } | undefined)?.meta;
}
