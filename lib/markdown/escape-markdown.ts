/**
 * Plain text (a title, a description) made safe to put into Markdown as text: nothing in it can
 * become a link, an image, HTML, emphasis, code or a table cell, so a title such as
 * `[click](javascript:…)` reaches llms.txt and the `.md` copies as the words it is. Line breaks
 * become spaces, since each goes on one line. An underscore inside a word (`container_map`) stays
 * as written: CommonMark never reads one there as emphasis.
 */
const INLINE_MARKUP = /[\\`*[\]<>|!~&]|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;
// At the start of a line these open a heading, a quote, a list or a setext underline.
const LINE_START_MARKUP = /^([#>+=-]|\d+(?=[.)]))/;

export function escapeMarkdownText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(INLINE_MARKUP, (char) => `\\${char}`)
    .replace(LINE_START_MARKUP, (start) => (/^\d/.test(start) ? `${start}\\` : `\\${start}`));
}
