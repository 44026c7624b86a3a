/**
 * Plain text (a title, a description) made safe to put into Markdown as text: nothing in it can
 * become a link, an image, HTML, emphasis, code or a table cell, so a title such as
 * `[click](javascript:…)` reaches llms.txt and the `.md` copies as the words it is. Line breaks
 * become spaces, since each goes on one line. A bare address (`https://…`, `www.…`, `a@b.org`) is
 * shown as code, never a link. An underscore inside a word (`container_map`) stays
 * as written: CommonMark never reads one there as emphasis.
 */
const INLINE_MARKUP = /[\\`*[\]<>|!~&]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;
// At the start of a line these open a heading, a quote, a list or a setext underline.
const LINE_START_MARKUP = /^([#>+=-]|\d+(?=[.)]))/;
/**
 * GFM makes a link of a bare address (`https://…`, `www.…`, `name@host.org`) after escapes are read,
 * so no escape stops it: such an address goes into a code span, which it reads as. It starts one
 * after anything but a letter or digit (`_www.…` too, where a word boundary would see none).
 */
const BARE_ADDRESS = /(?<![\p{L}\p{N}])(?:(?:https?|ftp):\/\/|www\.)\S+|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+\.[\p{L}\p{N}.-]+/giu;

function asCode(text: string): string {
  const fence = '`'.repeat(Math.max(0, ...[...text.matchAll(/`+/g)].map(([run]) => run.length)) + 1);
  const pad = /^`|`$/.test(text) ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

export function escapeMarkdownText(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  let escaped = '';
  let from = 0;
  for (const address of line.matchAll(BARE_ADDRESS)) {
    escaped += line.slice(from, address.index).replace(INLINE_MARKUP, (char) => `\\${char}`) + asCode(address[0]);
    from = address.index + address[0].length;
  }
  escaped += line.slice(from).replace(INLINE_MARKUP, (char) => `\\${char}`);
  return escaped.replace(LINE_START_MARKUP, (start) => (/^\d/.test(start) ? `${start}\\` : `\\${start}`));
}
