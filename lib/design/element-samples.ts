/**
 * Every kind of element the content's markdown becomes (lib/design/element-samples.md), rendered by
 * the site's own pipeline for the designers' page, once per colour mode. The two copies sit on one
 * page, so each takes its mode as a prefix on its ids and on what points at them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderMarkdown } from '../markdown/render';

const SAMPLES_FILE = join('lib', 'design', 'element-samples.md');

const ID_REFERENCES = /\b(id|for|aria-controls|aria-labelledby|aria-describedby)="([^"]+)"|href="#([^"]+)"|url\(#([^)]+)\)/g;

function withIdPrefix(html: string, prefix: string): string {
  return html.replace(ID_REFERENCES, (whole, attribute: string | undefined, ids: string | undefined, fragment: string | undefined, urlId: string | undefined) => {
    if (attribute !== undefined) return `${attribute}="${ids!.split(' ').map((id) => `${prefix}-${id}`).join(' ')}"`;
    if (fragment !== undefined) return `href="#${prefix}-${fragment}"`;
    return `url(#${prefix}-${urlId})`;
  });
}

/** The samples' HTML for one mode (read from the checkout, which the build runs in). */
export function elementSamplesHtml(mode: string): string {
  return withIdPrefix(renderMarkdown(readFileSync(SAMPLES_FILE, 'utf8'), SAMPLES_FILE).html, mode);
}
