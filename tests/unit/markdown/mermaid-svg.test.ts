import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { mermaidSvg } from '@/lib/markdown/mermaid-svg';

// One diagram of each kind the renderer draws: an upgrade of beautiful-mermaid that draws any of them
// with a colour variable the site does not map, or with inline styles, fails here.
const diagrams = {
  flowchart: 'flowchart LR\n  A[KtRuntime] --> B{Alexandria}\n  subgraph Plugins\n    B --> C([Sokol])\n  end',
  state: 'stateDiagram-v2\n  [*] --> Running\n  Running --> Stopped\n  Stopped --> [*]',
  sequence: 'sequenceDiagram\n  Player->>Server: /sokol give\n  Server-->>Player: item',
  class: 'classDiagram\n  class Sokol {\n    +reload()\n  }\n  Sokol <|-- Calibre',
  er: 'erDiagram\n  PROFILE ||--o{ COMPONENT : holds',
};

describe('mermaidSvg', () => {
  it.each(Object.entries(diagrams))('draws a %s with the design tokens, no inline style and ids of its own', (_kind, source) => {
    const html = toHtml(mermaidSvg(source, 'diagram-3'));
    expect(html).toMatch(/^<svg /);
    expect(html).not.toMatch(/\sstyle=|<style|@import|var\(--_/);
    expect(html).toContain('var(--color-');
    for (const [, id] of html.matchAll(/\sid="([^"]+)"/g)) expect(id).toMatch(/^diagram-3-/);
    for (const [, target] of html.matchAll(/url\(#([^)]+)\)/g)) expect(target).toMatch(/^diagram-3-/);
  });

  it('keeps the labels as text', () => {
    expect(toHtml(mermaidSvg(diagrams.flowchart, 'd'))).toMatch(/<text[^>]*>KtRuntime<\/text>/);
  });

  it('refuses what it cannot draw, with the reason', () => {
    expect(() => mermaidSvg('flowhcart LR\n  A --> B', 'd')).toThrow(/Invalid mermaid header/);
  });
});
