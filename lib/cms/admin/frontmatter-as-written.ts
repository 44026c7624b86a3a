/**
 * The file format /admin reads and writes pages in, registered with Decap's public
 * `registerCustomFormat` (its name is cmsConfig.pageFormat). Decap's own `frontmatter` format
 * writes every field again from its value on each save, folding a long description at 80 columns,
 * so a save changed lines the writer never touched and every merge request from the CMS carried
 * that noise. This one keeps the text of each field whose value is unchanged, writes a changed or
 * new field on one line, drops a removed one, and keeps the body as written: the file's diff is
 * what the writer changed.
 */
import { isMap, isScalar, parseDocument, stringify } from 'yaml';

/**
 * The frontmatter's text as read, kept in the entry's data beside its fields: Decap keeps fields its
 * configuration does not name and hands them back to `toFile`, the one thing it hands back.
 */
const AS_READ = '__frontmatter_as_read';

const FRONTMATTER = /^---[ \t]*\n([\s\S]*?)^---[ \t]*(?:\n|$)/m;

/**
 * How the file was encoded around its text, kept beside it like AS_READ: a byte-order mark, and
 * Windows line breaks. The text is read with plain line breaks (so the frontmatter is found, not
 * taken for body) and written back as it came.
 */
const BYTE_ORDER_MARK = '\uFEFF';
const OPENING = '__file_opening';
const LINE_BREAK = '__line_break';

function plainText(content: string): { text: string; form: Record<string, string> } {
  const opening = content.startsWith(BYTE_ORDER_MARK) ? BYTE_ORDER_MARK : '';
  const text = content.slice(opening.length);
  const windows = text.includes('\r\n');
  return { text: windows ? text.replaceAll('\r\n', '\n') : text, form: { ...(opening ? { [OPENING]: opening } : {}), ...(windows ? { [LINE_BREAK]: '\r\n' } : {}) } };
}

type PageData = Record<string, unknown> & { body?: string };

/** Each top-level field's lines as written, with the comment lines after it, keyed by its name. */
function fieldTexts(yaml: string): Map<string, string> {
  const contents = parseDocument(yaml).contents;
  const texts = new Map<string, string>();
  if (!isMap(contents)) return texts;
  contents.items.forEach((pair, index) => {
    const next = contents.items[index + 1];
    if (!isScalar(pair.key) || !pair.key.range) return;
    const end = next && isScalar(next.key) && next.key.range ? next.key.range[0] : yaml.length;
    texts.set(String(pair.key.value), yaml.slice(pair.key.range[0], end).replace(/\n?$/, '\n'));
  });
  return texts;
}

const sameValue = (text: string, value: unknown) => JSON.stringify(parseDocument(text).toJS()) === JSON.stringify(value);
const fieldLine = (name: string, value: unknown) => stringify({ [name]: value }, { lineWidth: 0 });

export const frontmatterAsWritten = {
  fromFile(content: string): PageData {
    const { text, form } = plainText(content);
    const found = FRONTMATTER.exec(text);
    if (!found || found.index !== 0) return text.trim() ? { body: text, ...form } : {};
    const yaml = found[1]!;
    const body = text.slice(found[0].length);
    return { ...(parseDocument(yaml).toJS() as Record<string, unknown> | null), [AS_READ]: yaml, ...form, ...(body.trim() ? { body } : {}) };
  },

  /** `sortedKeys`: the configured fields in order, where a field the file did not have goes. */
  toFile(data: PageData, sortedKeys: string[] = []): string {
    const { body = '', [AS_READ]: asRead, [OPENING]: opening = '', [LINE_BREAK]: lineBreak = '\n', ...fields } = data;
    const written = fieldTexts(typeof asRead === 'string' ? asRead : '');
    const names = Object.keys(fields);
    const order = [...[...written.keys()].filter((name) => name in fields), ...sortedKeys.filter((name) => names.includes(name) && !written.has(name)), ...names.filter((name) => !written.has(name) && !sortedKeys.includes(name))];
    const yaml = order.map((name) => {
      const text = written.get(name);
      return text !== undefined && sameValue(text, { [name]: fields[name] }) ? text : fieldLine(name, fields[name]);
    });
    // A new page is laid out as the pages written by hand are; a file read keeps its body as written.
    const laidOut = asRead === undefined && body ? `\n${body.replace(/^\n*/, '').replace(/\n*$/, '\n')}` : body;
    return `${String(opening)}---\n${yaml.join('')}---\n${laidOut}`.replaceAll('\n', String(lineBreak));
  },
};
