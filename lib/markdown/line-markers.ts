import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { preCode } from './code-meta';
import { classesOf, elementsIn } from './hast-elements';

/**
 * Inserted and removed lines in any language: ```` ```kotlin ins={3} del={5,7-8} ````. Each marked
 * line gets the class rehype-prism-plus gives the `+`/`-` lines of a diff (`inserted`, `deleted`)
 * and its sign in `data-line-marker`, which the stylesheet draws in the gutter, so the sign is
 * neither copied with the code nor part of its text.
 */
const MARKERS = /\b(ins|del)=\{([\d,\s-]+)\}/g;
const KINDS = {
  ins: { className: 'inserted', sign: '+' },
  del: { className: 'deleted', sign: '−' },
} as const;

type Kind = keyof typeof KINDS;
/** A code element's marked lines, 1-based line number → kind. */
type MarkedLines = Map<number, Kind>;

const RANGE = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/;
/** A fence's line ranges in braces: highlighted lines (`{2,4-5}`) and inserted or removed ones (`ins={3}`). */
export const LINE_RANGES = /\{([\d,\s-]+)\}/g;

/** "3,5-7" → [3, 3], [5, 7]; what is no range is left out. */
export function lineRanges(ranges: string): [number, number][] {
  return ranges.split(',').flatMap((range) => {
    const [, first, last = first] = RANGE.exec(range) ?? [];
    return first && last ? [[Number(first), Number(last)] as [number, number]] : [];
  });
}

/** "3,5-7" → 3, 5, 6, 7, no line past `lineCount`: a writer's `{1-99999999}` costs no more than the block's own lines. */
function lineNumbers(ranges: string, lineCount: number): number[] {
  return lineRanges(ranges).flatMap(([first, last]) => {
    const end = Math.min(last, lineCount);
    return Array.from({ length: Math.max(0, end - first + 1) }, (_, offset) => first + offset);
  });
}

/** The ranges of a highlight (`{…}`) within the block's lines, as rehype-prism-plus reads them: it lists every line of a range. */
function withinLines(meta: string, lineCount: number): string {
  return meta.replace(LINE_RANGES, (_, ranges: string) => {
    const kept = lineRanges(ranges).flatMap(([first, last]) => (first > lineCount ? [] : [`${first}-${Math.min(last, lineCount)}`]));
    return kept.length === 0 ? '' : `{${kept.join(',')}}`;
  });
}

const codeElementsOf = (tree: Root) => elementsIn(tree, 'pre').flatMap((pre) => preCode(pre) ?? []);

/**
 * Takes the markers out of each fence's meta before rehype-prism-plus reads it, which would take
 * the `{3}` of `ins={3}` for a highlighted range, and returns them by code element. The highlight
 * ranges left are cut to the block's lines (the line-ranges rule tells the writer).
 */
export function takeLineMarkers(tree: Root): Map<Element, MarkedLines> {
  const marked = new Map<Element, MarkedLines>();
  for (const code of codeElementsOf(tree)) {
    const data = code.data as { meta?: string } | undefined;
    if (!data?.meta) continue;
    const lineCount = toString(code).split('\n').length;
    const lines: MarkedLines = new Map();
    for (const [, kind, ranges = ''] of data.meta.matchAll(MARKERS)) {
      for (const line of lineNumbers(ranges, lineCount)) lines.set(line, kind as Kind);
    }
    data.meta = withinLines(data.meta.replace(MARKERS, ''), lineCount).trim();
    if (lines.size > 0) marked.set(code, lines);
  }
  return marked;
}

const linesOf = (code: Element) => code.children.filter((child: ElementContent): child is Element => child.type === 'element');

/** Marks the lines taken by `takeLineMarkers`, once rehype-prism-plus has split each block into line elements. */
export function markLines(marked: Map<Element, MarkedLines>): void {
  for (const [code, lines] of marked) {
    linesOf(code).forEach((line, index) => {
      const kind = lines.get(index + 1);
      if (!kind) return;
      line.properties.className = [...classesOf(line), KINDS[kind].className];
      line.properties.dataLineMarker = KINDS[kind].sign;
    });
  }
}

/**
 * rehype-prism-plus marks every line of a diff that starts with `-` or `+` as removed or inserted,
 * the `--- a/file` / `+++ b/file` header pair too, which names the files and changes nothing.
 */
export function unmarkDiffHeaders(tree: Root): void {
  for (const code of codeElementsOf(tree)) {
    if (!classesOf(code).some((name) => name === 'language-diff' || name.startsWith('language-diff-'))) continue;
    const lines = linesOf(code);
    lines.forEach((line, index) => {
      const next = lines[index + 1];
      if (!next || !toString(line).startsWith('--- ') || !toString(next).startsWith('+++ ')) return;
      for (const header of [line, next]) header.properties.className = classesOf(header).filter((name) => name !== 'inserted' && name !== 'deleted');
    });
  }
}
