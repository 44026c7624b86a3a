import { createRequire } from 'node:module';
import type { DOMPurify } from 'dompurify';
import type { JSDOM } from 'jsdom';
import { escapeRegExp } from '../../navigation/routes';
import { type Finding, imageRule } from './rule';

/**
 * An SVG is kept only if an allow-list removes nothing from it: DOMPurify's SVG profile (a
 * maintained sanitiser, so new tricks are its maintainers' to follow, not a list of patterns here)
 * with every link narrowed to a fragment of the file itself, and its CSS narrowed below. The site
 * serves SVGs under a policy that blocks script and outside loads anyway (lib/hosting/headers.ts);
 * the check keeps such a file out of a copy served without it (GitLab Pages sends no headers).
 */
const FIX = 'remove it (export the drawing as plain SVG, with fonts as paths).';

/** `<use>` is off DOMPurify's list because it can pull in another file; it is kept here for `#fragment` links only. */
const PURIFY = { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'], ADD_ATTR: ['xmlns:xlink'], IN_PLACE: true };
const LINKS = new Set(['href', 'xlink:href']);
const XLINK = 'http://www.w3.org/1999/xlink';
/**
 * What CSS may hold (in `<style>`, `style=` and presentation attributes such as `fill=`): colours,
 * sums and transforms. Everything that can load from elsewhere (`url()` but `url(#…)`, `image-set()`,
 * `@import`, `@font-face`) is off it, as are escapes (`u\72l(`), which would hide a name from this list.
 */
const CSS_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix', 'calc', 'min', 'max', 'clamp', 'var', 'translate', 'translatex', 'translatey', 'rotate', 'scale', 'scalex', 'scaley', 'skewx', 'skewy', 'matrix', 'cubic-bezier', 'steps']);
const CSS_AT_RULES = new Set(['media', 'supports']);
/** An animation plays regardless of the reader's reduced-motion setting, and can flash: none in an image. */
const CSS_ANIMATION = /(?:^|[\s;{])animation(?:-[\w-]+)?\s*:/i;

/**
 * Filter effects are drawn by the reader's browser on every frame: 200 blurs of a large radius over
 * a 4000 px drawing (51 KB of SVG) froze a tab. A drawing that needs more than this is a picture:
 * export it as PNG, where the effects are drawn once.
 */
const FILTER_LIMITS = { primitives: 16, passes: 16, blurDeviation: 50, morphologyRadius: 20, turbulenceOctaves: 4 };
/** Far more than a diagram has; a drawing past it (an exported map, a 3D render as vectors) is a picture: PNG. */
const DRAWN_ELEMENTS = 50_000;
const HEAVY_FIX = 'a drawing this heavy can freeze the reader\'s browser as it draws it: simplify it, or export it as PNG.';

/** jsdom loads in about a second, so only a check that meets an SVG pays for it. */
let purifier: { window: JSDOM['window']; purify: DOMPurify } | undefined;
function loadPurifier() {
  if (!purifier) {
    const require = createRequire(import.meta.url);
    const { JSDOM } = require('jsdom') as typeof import('jsdom');
    const createPurify = (require('dompurify') as { default?: typeof import('dompurify').default }).default ?? (require('dompurify') as typeof import('dompurify').default);
    const { window } = new JSDOM('');
    const purify = createPurify(window);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (LINKS.has(data.attrName) && !data.attrValue.trim().startsWith('#')) data.keepAttr = false;
      if (data.attrName === 'xmlns:xlink' && data.attrValue !== XLINK) data.keepAttr = false;
    });
    purifier = { window, purify };
  }
  return purifier;
}

/** What in a piece of CSS is off the list, or null. */
function unsafeCss(css: string): string | null {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  if (text.includes('\\')) return 'a CSS escape (\\)';
  for (const [, name] of text.matchAll(/@([\w-]+)/g)) if (!CSS_AT_RULES.has(name!.toLowerCase())) return `a CSS @${name}`;
  for (const call of text.matchAll(/([\w-]+)\(\s*/g)) {
    const lower = call[1]!.toLowerCase();
    if (lower === 'url' && /^["']?#/.test(text.slice(call.index + call[0].length))) continue;
    if (!CSS_FUNCTIONS.has(lower)) return `a CSS ${lower}()`;
  }
  return null;
}

/**
 * `lineOf(pattern, occurrence)`: the line of the `occurrence`th match of `pattern` in `text` (the
 * first when there are fewer). Each pattern's matches are found once and each line by a binary
 * search: a drawing of thousands of elements asks for a line for each attribute.
 */
function linesIn(text: string) {
  const lineStarts = [0, ...Array.from(text.matchAll(/\n/g), (match) => match.index + 1)];
  const matches = new Map<string, number[]>();
  return (pattern: RegExp, occurrence: number): number | undefined => {
    const key = `${pattern.flags}/${pattern.source}`;
    let offsets = matches.get(key);
    if (!offsets) matches.set(key, (offsets = Array.from(text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)), (match) => match.index)));
    const offset = offsets[occurrence] ?? offsets[0];
    if (offset === undefined) return undefined;
    let [low, high] = [0, lineStarts.length - 1];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

export const svgSafety = imageRule({
  id: 'svg-safety',
  severity: 'error',
  summary: 'An SVG holds only drawing: DOMPurify\'s SVG allow-list removes nothing from it (no script, event handler, `foreignObject`, HTML, animation, document type or link but to a `#fragment` of itself), its CSS loads and animates nothing (`url(#…)` only, no `@import`, escapes or animation), and it stays light to draw: at most 50,000 elements and 16 passes through a filter with every `<use>` drawn, 16 filter steps, bounded blur and morphology (as large as the viewBox and transforms draw them) and turbulence, no filter in a `<style>` or sized by the element\'s box.',
  check({ bytes, header }) {
    if (header?.format !== 'svg') return [];
    const text = bytes.toString('utf8');
    const lineOf = linesIn(text);
    const finding = (what: string, line?: number): Finding => ({ line, message: `the SVG holds ${what}, which is off the allow-list of safe SVG (it could run code or load from elsewhere): ${FIX}` });
    // Checked as text before parsing: a DTD's entities would be expanded by the parser.
    if (/<!DOCTYPE|<!ENTITY/i.test(text)) return [finding('a document type declaration (<!DOCTYPE>)', lineOf(/<!DOCTYPE|<!ENTITY/i, 0))];
    const { window, purify } = loadPurifier();
    const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
    const root = document.documentElement;
    if (root.getElementsByTagNameNS('http://www.mozilla.org/newlayout/xml/parsererror.xml', 'parsererror').length > 0) {
      return [{ message: 'the SVG is not well-formed XML, so what it holds cannot be checked: export it again as plain SVG.' }];
    }
    const findings: Finding[] = [];
    const seen = new Map<string, number>();
    const at = (pattern: RegExp) => {
      const key = pattern.source;
      seen.set(key, (seen.get(key) ?? -1) + 1);
      return lineOf(pattern, seen.get(key)!);
    };
    for (const node of document.childNodes) {
      if (node !== root && node.nodeType !== window.Node.COMMENT_NODE) findings.push(finding(`an instruction before the drawing (<?${node.nodeName} …?>)`, at(new RegExp(`<\\?${escapeRegExp(node.nodeName)}`))));
    }
    try {
      purify.sanitize(root, PURIFY);
    } catch {
      // DOMPurify refuses to sanitise a root that is not on its list (an HTML document named .svg).
      return [finding(`a root element <${root.nodeName}> that is no SVG`, at(new RegExp(`<${escapeRegExp(root.nodeName)}`)))];
    }
    for (const removed of purify.removed) {
      if ('element' in removed && removed.element) {
        const name = removed.element.nodeName;
        findings.push(name.startsWith('#') ? finding(`a ${name.slice(1)} the sanitiser removes`) : finding(`a <${name}> element`, at(new RegExp(`<${escapeRegExp(name)}(?=[\\s/>])`))));
      } else if ('attribute' in removed && removed.attribute) {
        const { name, value } = removed.attribute;
        const what = LINKS.has(name) ? `a link to something outside the file (${name}="${value.slice(0, 60)}")` : `the attribute ${name}="${value.slice(0, 60)}" on <${removed.from.nodeName}>`;
        findings.push(finding(what, at(new RegExp(`\\s${escapeRegExp(name)}\\s*=`))));
      }
    }
    const animated = (line?: number): Finding => ({ line, message: "the SVG holds a CSS animation, which plays whatever the reader's reduced-motion setting and can flash: remove it, or show its steps as separate pictures." });
    for (const style of root.getElementsByTagName('style')) {
      const line = at(/<style\b/);
      const unsafe = unsafeCss(style.textContent ?? '');
      if (unsafe) findings.push(finding(`${unsafe} in a <style> element`, line));
      if (CSS_ANIMATION.test(style.textContent ?? '')) findings.push(animated(line));
    }
    for (const element of [root, ...root.querySelectorAll('*')]) {
      for (const { name, value } of element.attributes) {
        const line = at(new RegExp(`\\s${escapeRegExp(name)}\\s*=`));
        const unsafe = unsafeCss(value);
        if (unsafe) findings.push(finding(`${unsafe} in the attribute ${name}`, line));
        if (name === 'style' && CSS_ANIMATION.test(value)) findings.push(animated(line));
      }
    }
    findings.push(...heavyDrawing(root, lineOf));
    return findings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  },
});

/** How much drawing an element stands for: the elements drawn, and the filter passes among them. */
interface Weight {
  elements: number;
  filterPasses: number;
}

/** The filter passes an element asks for itself: one per `url(#…)` in its `filter` attribute or style (`filter: url(#a) url(#a)` is two). */
function filterPassesOf(element: Element): number {
  const filters = [element.getAttribute('filter') ?? '', ...((element.getAttribute('style') ?? '').match(/filter\s*:[^;]*/gi) ?? [])].join(' ');
  return filters.trim() === '' || filters.trim() === 'none' ? 0 : Math.max(1, (filters.match(/url\s*\(/gi) ?? []).length);
}

/**
 * What the whole drawing weighs as the browser draws it: each `<use>` draws what it points to once
 * more, so nested ones multiply (ten of ten of … nine deep draw a billion elements from 2 KB). A
 * `<use>` that points back into itself draws nothing.
 */
function drawnWeight(root: Element): Weight {
  const weights = new Map<Element, Weight>();
  const weighing = new Set<Element>();
  const weightOf = (element: Element): Weight => {
    const known = weights.get(element);
    if (known) return known;
    if (weighing.has(element)) return { elements: 0, filterPasses: 0 };
    weighing.add(element);
    // By siblings: jsdom looks up every index of a `children` collection by name, which thousands of children made seconds.
    const parts: Element[] = [];
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) parts.push(child);
    const target = element.localName === 'use' ? element.getAttribute('href') ?? element.getAttributeNS(XLINK, 'href') : null;
    const referenced = target?.startsWith('#') ? root.ownerDocument.getElementById(target.slice(1)) : null;
    if (referenced) parts.push(referenced);
    const weight = parts.map(weightOf).reduce((sum, part) => ({ elements: sum.elements + part.elements, filterPasses: sum.filterPasses + part.filterPasses }), { elements: 1, filterPasses: filterPassesOf(element) });
    weighing.delete(element);
    weights.set(element, weight);
    return weight;
  };
  return weightOf(root);
}

/** How much a transform (`scale(…)`, `matrix(…)`) enlarges what it draws: its largest stretch. */
function transformScale(transform: string): number {
  let scale = 1;
  for (const [, name, list] of transform.matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const values = list!.split(/[\s,]+/).filter(Boolean).map(Number);
    if (name === 'scale') scale *= Math.max(Math.abs(values[0] ?? 1), Math.abs(values[1] ?? values[0] ?? 1));
    if (name === 'matrix') {
      const [a = 1, b = 0, c = 0, d = 1] = values;
      scale *= Math.max(Math.hypot(a, b), Math.hypot(c, d));
    }
  }
  return Number.isFinite(scale) ? scale : Infinity;
}

/** How many times larger than its user units an element is drawn: the transforms on it and every element above it, and each `<svg>`'s viewBox. */
function magnificationOf(element: Element): number {
  let scale = 1;
  for (let at: Element | null = element; at; at = at.parentElement) scale *= transformScale(at.getAttribute('transform') ?? '') * (at.localName === 'svg' ? viewBoxScale(at) : 1);
  return scale;
}

/** How many times larger than its `viewBox` the drawing's own size (`width`, `height` in pixels) draws it. */
function viewBoxScale(root: Element): number {
  const [, , boxWidth = 0, boxHeight = 0] = (root.getAttribute('viewBox') ?? '').split(/[\s,]+/).filter(Boolean).map(Number);
  const pixels = (name: string) => /^\s*[\d.]+(?:px)?\s*$/.test(root.getAttribute(name) ?? '') ? parseFloat(root.getAttribute(name)!) : null;
  const [width, height] = [pixels('width'), pixels('height')];
  const scales = [width !== null && boxWidth > 0 ? width / boxWidth : 1, height !== null && boxHeight > 0 ? height / boxHeight : 1];
  return Math.max(1, ...scales.filter(Number.isFinite));
}

/** Drawing past DRAWN_ELEMENTS and FILTER_LIMITS, each with where it is in the file. */
function heavyDrawing(root: Element, lineOf: ReturnType<typeof linesIn>): Finding[] {
  const finding = (what: string, line?: number): Finding => ({ line, message: `the SVG has ${what}: ${HEAVY_FIX}` });
  const elements = [...root.querySelectorAll('*')];
  const primitives = elements.filter((element) => /^fe[A-Z]/.test(element.localName));
  const drawn = drawnWeight(root);
  const findings: Finding[] = [];
  if (drawn.elements > DRAWN_ELEMENTS) findings.push(finding(`${drawn.elements.toLocaleString('en')} elements to draw once its <use> elements are drawn, more than ${DRAWN_ELEMENTS.toLocaleString('en')}`, lineOf(/<use\b/, 0)));
  if (primitives.length > FILTER_LIMITS.primitives) findings.push(finding(`${primitives.length} filter steps (fe…), more than ${FILTER_LIMITS.primitives}`, lineOf(/<fe[A-Z]/, FILTER_LIMITS.primitives)));
  if (drawn.filterPasses > FILTER_LIMITS.passes) findings.push(finding(`${drawn.filterPasses.toLocaleString('en')} passes through a filter (each element drawn through one, for each use of it), more than ${FILTER_LIMITS.passes}`, lineOf(/filter\s*[=:]/i, FILTER_LIMITS.passes)));
  // A filter's sizes in fractions of the element's box, or a style sheet's filter on every element a selector matches, would escape the limits below.
  if (root.querySelector('filter[primitiveUnits="objectBoundingBox"]')) findings.push(finding('a filter with primitiveUnits="objectBoundingBox", whose effects grow with the element', lineOf(/primitiveUnits\s*=\s*["']objectBoundingBox/, 0)));
  for (const style of root.getElementsByTagName('style')) {
    if (/filter\s*:/i.test(style.textContent ?? '')) findings.push(finding('a filter in a <style> element, drawn on every element its selector matches (give the elements that need it a filter attribute)', lineOf(/<style\b/, 0)));
  }
  const largest = (name: string, attribute: string) => Math.max(0, ...primitives.filter((element) => element.localName === name).flatMap((element) => (element.getAttribute(attribute) ?? '').split(/[\s,]+/).map(Number).filter(Number.isFinite)));
  // A blur or morphology is as wide on screen as the viewBox and the transforms above the filtered element make it.
  const magnified = Math.max(1, ...elements.filter((element) => filterPassesOf(element) > 0).map(magnificationOf));
  for (const [name, attribute, limit, scales] of [['feGaussianBlur', 'stdDeviation', FILTER_LIMITS.blurDeviation, true], ['feMorphology', 'radius', FILTER_LIMITS.morphologyRadius, true], ['feTurbulence', 'numOctaves', FILTER_LIMITS.turbulenceOctaves, false]] as const) {
    const value = largest(name, attribute);
    const onScreen = scales ? value * magnified : value;
    const asDrawn = onScreen === value ? '' : `, drawn ${Math.round(magnified).toLocaleString('en')} times as large by the viewBox and the transforms above the element it filters (so ${Math.round(onScreen).toLocaleString('en')})`;
    if (onScreen > limit) findings.push(finding(`a <${name}> with ${attribute}="${value}"${asDrawn}, more than ${limit}`, lineOf(new RegExp(`<${name}\\b`), 0)));
  }
  return findings;
}
