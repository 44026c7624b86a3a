import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { renderMermaidSVG } from 'beautiful-mermaid';
import { visit } from './visit';

/**
 * A ```mermaid fence → a static SVG, drawn at build time by beautiful-mermaid (checked against
 * 1.1.3), which lays diagrams out in plain JavaScript with no browser or DOM.
 *
 * What it writes is made to fit the site's security policy, which allows no inline styles: its
 * `<style>` element (a font import from another site and the colour variables) and the root's
 * `style` attribute go, and the colours it names in presentation attributes, `fill="var(--_text)"`,
 * become the design tokens of both colour modes. The names of those variables are beautiful-mermaid's
 * own, not its documented interface, so a name not in `TOKENS` stops the build here rather than
 * leave a diagram without colour; tests/unit/markdown/mermaid-svg.test.ts draws every kind of
 * diagram the docs use to catch it on an upgrade.
 */
const TOKENS: Readonly<Record<string, string>> = {
  '--bg': '--color-bg',
  '--_text': '--color-fg',
  '--_text-sec': '--color-muted',
  '--_text-muted': '--color-muted',
  '--_text-faint': '--color-muted',
  '--_line': '--color-muted',
  '--_arrow': '--color-fg',
  '--_node-fill': '--color-surface',
  '--_node-stroke': '--color-accent',
  '--_group-fill': '--color-bg',
  '--_group-hdr': '--color-surface',
  '--_inner-stroke': '--color-border',
  '--_key-badge': '--color-surface',
};

const VARIABLE = /var\((--[\w-]+)\)/g;

/** A style the diagram's text wrote that the page cannot carry, said to the writer without the fence-type advice of other failures. */
export class DiagramStyleError extends Error {}

function withTokens(value: string): string {
  return value.replace(VARIABLE, (_, name: string) => {
    const token = Object.hasOwn(TOKENS, name) ? TOKENS[name] : undefined;
    if (!token) throw new DiagramStyleError(`uses the colour variable ${name}, which the site does not define: write a colour such as #3a7 instead (a variable beautiful-mermaid itself draws with belongs in TOKENS in lib/markdown/mermaid-svg.ts)`);
    return `var(${token})`;
  });
}

/**
 * `url(…)` of anything but the diagram's own parts (`url(#arrow)`): the page's policy would block
 * it, and it would leave the page. A CSS escape (`\75 rl(`) could spell one no pattern sees, and a
 * drawn diagram has no use for one.
 */
const OUTSIDE_REFERENCE = /url\(\s*['"]?(?!#)|\\/i;

/** The diagram as beautiful-mermaid draws it, as SVG text, kept nowhere (mermaid-lines.ts draws a diagram's variants with it). */
export const drawSvgText = (source: string) => renderMermaidSVG(source, { transparent: true });

// The content check's rule and the renderer each draw a page's diagrams; the second draws from here.
const drawn = new Map<string, string>();
const DRAWN_KEPT = 16;

/** drawSvgText, kept for the next to ask for the same diagram. */
export function drawnSvgText(source: string): string {
  const cached = drawn.get(source);
  if (cached !== undefined) return cached;
  const svg = drawSvgText(source);
  drawn.set(source, svg);
  if (drawn.size > DRAWN_KEPT) drawn.delete(drawn.keys().next().value!);
  return svg;
}

/**
 * beautiful-mermaid starts its layout engine (ELK) on the first diagram, which takes most of a
 * second; a checking thread does it while it starts, so no page's time budget pays for it.
 */
export function startDiagramLayout(): void {
  renderMermaidSVG('flowchart LR\n  a --> b');
}

/**
 * The diagram as an `<svg>` element, or throws with beautiful-mermaid's message when the text is
 * not a diagram it can draw. `prefix` keeps its ids apart from the page's other diagrams.
 */
export function mermaidSvg(source: string, prefix: string): Element {
  const root: Root = fromHtml(drawnSvgText(source), { fragment: true, space: 'svg' });
  const svg = root.children.find((node): node is Element => node.type === 'element' && node.tagName === 'svg');
  if (!svg) throw new Error('beautiful-mermaid drew no <svg> element.');
  delete svg.properties.style;
  visit(svg, 'element', (node: Element, index, parent) => {
    if (node.tagName === 'style' && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return index;
    }
    // The diagram's own ids (arrow heads) are made unique on the page by `prefix`.
    for (const [name, value] of Object.entries(node.properties)) {
      if (typeof value !== 'string') continue;
      if (name === 'id') node.properties.id = `${prefix}-${value}`;
      else if (OUTSIDE_REFERENCE.test(value)) throw new DiagramStyleError(`refers to something outside the diagram (${value.slice(0, 60)}): a diagram draws with colours only`);
      else node.properties[name] = withTokens(value).replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`);
    }
    return undefined;
  });
  return svg;
}
