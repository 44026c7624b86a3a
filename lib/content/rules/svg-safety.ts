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
const FILTER_LIMITS = { primitives: 16, uses: 16, blurDeviation: 50, morphologyRadius: 20, turbulenceOctaves: 4 };
const FILTER_FIX = 'an effect this heavy can freeze the reader\'s browser as it draws: simplify it, or export the drawing as PNG.';

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

/** The line of the `occurrence`th match of `pattern` in `text` (the first when there are fewer). */
function lineOf(text: string, pattern: RegExp, occurrence: number): number | undefined {
  const matches = [...text.matchAll(new RegExp(pattern.source, 'g'))];
  const match = matches[occurrence] ?? matches[0];
  return match ? text.slice(0, match.index).split('\n').length : undefined;
}

export const svgSafety = imageRule({
  id: 'svg-safety',
  severity: 'error',
  summary: 'An SVG holds only drawing: DOMPurify\'s SVG allow-list removes nothing from it (no script, event handler, `foreignObject`, HTML, animation, document type or link but to a `#fragment` of itself), its CSS loads and animates nothing (`url(#…)` only, no `@import`, escapes or animation), and its filter effects stay light (at most 16 steps and 16 filtered elements, bounded blur, morphology and turbulence).',
  check({ bytes, header }) {
    if (header?.format !== 'svg') return [];
    const text = bytes.toString('utf8');
    const finding = (what: string, line?: number): Finding => ({ line, message: `the SVG holds ${what}, which is off the allow-list of safe SVG (it could run code or load from elsewhere): ${FIX}` });
    // Checked as text before parsing: a DTD's entities would be expanded by the parser.
    if (/<!DOCTYPE|<!ENTITY/i.test(text)) return [finding('a document type declaration (<!DOCTYPE>)', lineOf(text, /<!DOCTYPE|<!ENTITY/i, 0))];
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
      return lineOf(text, pattern, seen.get(key)!);
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
    findings.push(...heavyFilters(root, text));
    return findings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  },
});

/** Filter effects past FILTER_LIMITS, each with where it is in `text`. */
function heavyFilters(root: Element, text: string): Finding[] {
  const finding = (what: string, line?: number): Finding => ({ line, message: `the SVG has ${what}: ${FILTER_FIX}` });
  const primitives = [...root.querySelectorAll('*')].filter((element) => /^fe[A-Z]/.test(element.localName));
  const uses = [...root.querySelectorAll('[filter], [style*="filter"]')];
  const findings: Finding[] = [];
  if (primitives.length > FILTER_LIMITS.primitives) findings.push(finding(`${primitives.length} filter steps (fe…), more than ${FILTER_LIMITS.primitives}`, lineOf(text, /<fe[A-Z]/, FILTER_LIMITS.primitives)));
  if (uses.length > FILTER_LIMITS.uses) findings.push(finding(`${uses.length} elements drawn through a filter, more than ${FILTER_LIMITS.uses}`, lineOf(text, /\sfilter\s*=|filter\s*:/, FILTER_LIMITS.uses)));
  const largest = (name: string, attribute: string) => Math.max(0, ...primitives.filter((element) => element.localName === name).flatMap((element) => (element.getAttribute(attribute) ?? '').split(/[\s,]+/).map(Number).filter(Number.isFinite)));
  for (const [name, attribute, limit] of [['feGaussianBlur', 'stdDeviation', FILTER_LIMITS.blurDeviation], ['feMorphology', 'radius', FILTER_LIMITS.morphologyRadius], ['feTurbulence', 'numOctaves', FILTER_LIMITS.turbulenceOctaves]] as const) {
    const value = largest(name, attribute);
    if (value > limit) findings.push(finding(`a <${name}> with ${attribute}="${value}", more than ${limit}`, lineOf(text, new RegExp(`<${name}\\b`), 0)));
  }
  return findings;
}
