/**
 * Reads a page's frontmatter as data and nothing else. Content arrives from merge requests and the
 * CMS, so it is read the way a public service reads a stranger's request: only YAML (gray-matter
 * would evaluate `---js` frontmatter as JavaScript), with YAML 1.2's core schema (no custom types,
 * dates or binary), no tags, no anchors or aliases (an alias bomb expands to gigabytes, and a
 * self-referencing one never ends), and a size cap. The four frontmatter fields need none of that.
 */
import { isMap, parseDocument, visit } from 'yaml';
import { contentLimits } from '../site-config';

export interface FrontmatterError {
  reason: string;
  /** Line of the file (1-based), where the problem is known. */
  line?: number;
}

export interface ReadFrontmatter {
  /** The text of the file, as read (LF line endings). */
  source: string;
  data: Record<string, unknown>;
  /** What follows the opening `---` on its line (`js` in `---js`); empty for plain YAML frontmatter. */
  language: string;
  error: FrontmatterError | null;
  /** The text after the frontmatter. */
  body: string;
  /** How many lines of the file come before the body, so body problems name lines of the file. */
  bodyLineOffset: number;
}

/** Whether frontmatter opened this way is YAML (plain `---`, or `---yaml`): nothing else is ever parsed. */
export const isYamlFence = (language: string) => language === '' || language === 'yaml';

/** Whether the frontmatter was read: YAML, and valid. */
export const wasRead = ({ language, error }: Pick<ReadFrontmatter, 'language' | 'error'>) => error === null && isYamlFence(language);

/** The reason given when no `---` line closes the frontmatter. */
export const NOT_CLOSED = 'the frontmatter is not closed';

const OPENING = /^---([^\n]*)(?:\n|$)/;
const CLOSING = /^---[ \t]*$/m;

function parseYaml(yaml: string): { data: Record<string, unknown> } | { error: FrontmatterError } {
  const document = parseDocument(yaml, { schema: 'core', version: '1.2', uniqueKeys: true, prettyErrors: true });
  const [error] = [...document.errors, ...document.warnings];
  // +1: the opening --- is line 1 of the file.
  if (error) return { error: { reason: error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, ''), line: (error.linePos?.[0].line ?? 0) + 1 } };
  let problem: FrontmatterError | null = null;
  visit(document, (_key, node) => {
    // An empty frontmatter (`---` twice, or comments only) has no contents to look at.
    if (node === null) return undefined;
    const at = (node as { range?: [number] }).range?.[0];
    const line = at === undefined ? undefined : yaml.slice(0, at).split('\n').length + 1;
    if ((node as { tag?: string }).tag !== undefined) {
      problem = { reason: `a YAML tag (\`!!…\` or \`!…\`) is not allowed: frontmatter holds plain text and numbers`, line };
    } else if ((node as { anchor?: string }).anchor !== undefined || (node as { type?: string }).type === 'ALIAS') {
      problem = { reason: 'YAML anchors and aliases (`&name`, `*name`) are not allowed: write each value out', line };
    }
    return problem ? visit.BREAK : undefined;
  });
  if (problem) return { error: problem };
  if (document.contents !== null && !isMap(document.contents)) return { error: { reason: 'the frontmatter is not a list of `field: value` lines', line: 2 } };
  return { data: (document.toJS({ maxAliasCount: 0 }) as Record<string, unknown> | null) ?? {} };
}

export function readFrontmatter(text: string): ReadFrontmatter {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const opening = OPENING.exec(source);
  const noFrontmatter = { source, data: {}, language: '', error: null, body: source, bodyLineOffset: 0 };
  if (!opening) return noFrontmatter;
  const afterOpening = opening[0].length;
  const closing = CLOSING.exec(source.slice(afterOpening));
  const language = opening[1]!.trim();
  if (!closing) return { ...noFrontmatter, language, body: '', error: { reason: NOT_CLOSED, line: 1 } };
  const yaml = source.slice(afterOpening, afterOpening + closing.index);
  const bodyStart = Math.min(source.length, afterOpening + closing.index + closing[0].length + 1);
  const read = { source, data: {}, language, error: null, body: source.slice(bodyStart), bodyLineOffset: source.slice(0, bodyStart).split('\n').length - 1 };
  // A fence language other than YAML is never parsed: it is reported by the frontmatter-language rule.
  if (!isYamlFence(language)) return read;
  if (Buffer.byteLength(yaml) > contentLimits.frontmatterBytes) {
    return { ...read, error: { reason: `it is ${Buffer.byteLength(yaml)} bytes long, more than the ${contentLimits.frontmatterBytes} its fields can need`, line: 1 } };
  }
  return { ...read, ...parseYaml(yaml) };
}

/** The line of the file where the frontmatter sets `field`, if it does on a line of its own. */
export function fieldLine(source: string, field: string): number | undefined {
  const lines = source.split('\n');
  for (let index = 1; index < lines.length && !CLOSING.test(lines[index]!); index++) {
    if (lines[index]!.startsWith(`${field}:`)) return index + 1;
  }
  return undefined;
}

/**
 * The line of the file where each text of the list field `field` is written: the first line from
 * the field's own line on that holds it (a flow list `[a, b]` puts all of them on the field's line).
 */
export function listItemLines(source: string, field: string, items: readonly string[]): number[] {
  const start = fieldLine(source, field);
  if (start === undefined) return items.map(() => 1);
  const lines = source.split('\n');
  return items.map((item) => {
    for (let index = start - 1; index < lines.length && (index === start - 1 || !CLOSING.test(lines[index]!)); index++) {
      if (lines[index]!.includes(item)) return index + 1;
    }
    return start;
  });
}
