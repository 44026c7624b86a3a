/**
 * The SVG allow-list against every SVG case of the reliability review: each hostile drawing is
 * refused at the line of what the sanitiser would remove, and drawings as drawing programs export
 * them (and the site's own) are kept.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { svgSafety } from '@/lib/content/rules/svg-safety';
import { hostileSvgs, svgFile } from '@/tests/probe/hostile-svgs';

const check = (text: string) => svgSafety.check({ file: 'drawing.svg', bytes: Buffer.from(text), header: { format: 'svg', width: 90, height: 40 } });

describe('svg-safety', () => {
  // The rule loads its DOM on the first SVG it meets; on a busy machine that alone can take seconds.
  beforeAll(() => void check(svgFile({ body: '' })), 60_000);

  it.each(hostileSvgs.filter((svg) => !svg.kept).map((svg) => [svg.name, svg] as const))('refuses %s, naming the line of what it holds', (_name, svg) => {
    const findings = check(svgFile(svg));
    expect(findings.length).toBeGreaterThan(0);
    const lines = svgFile(svg).split('\n');
    for (const { line, message } of findings) {
      // What it holds and what to do: remove it, or for an effect too heavy to draw, simplify it.
      expect(message).toMatch(/^the SVG (?:holds|has) .+: (?:remove it|simplify it)/);
      // What was removed sits on the named line (the prolog's own line for a document type or instruction).
      expect(line, message).toBeGreaterThan(0);
      expect(lines[line! - 1]).not.toBe('');
    }
  });

  it.each<[string, string]>([
    ...hostileSvgs.filter((svg) => svg.kept).map((svg): [string, string] => [svg.name, svgFile(svg)]),
    ['the site icon (app/icon.svg)', readFileSync('app/icon.svg', 'utf8')],
    ['the fixture site\'s diagram', readFileSync('tests/fixtures/site/gamma/load-order.svg', 'utf8')],
  ])('keeps %s', (_name, text) => {
    expect(check(text)).toEqual([]);
  });
});
