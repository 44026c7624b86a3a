import { NOT_CLOSED } from '../read-frontmatter';
import { frontmatterRule } from './rule';

function explain(source: string, reason: string, line: number | undefined): string {
  if (reason === NOT_CLOSED) {
    return 'frontmatter is not closed: add a line with only --- after the last field, before the page text.';
  }
  const text = line === undefined ? '' : source.split('\n')[line - 1]?.trim();
  const found = `frontmatter is not valid YAML: ${reason}${text ? ` (in \`${text}\`)` : ''}.`;
  if (/unique/i.test(reason)) return `${found} Each field may appear only once: remove one of them.`;
  if (/tag|alias/i.test(reason)) return found;
  return `${found} Put a value that contains ": " or starts with a quote inside double quotes.`;
}

export const frontmatterYaml = frontmatterRule({
  id: 'frontmatter-yaml',
  severity: 'error',
  summary: 'The frontmatter is plain YAML between two `---` lines: a value with `: ` goes in double quotes, each field once, no tags (`!!…`), anchors or aliases, at most 4 KB.',
  check: ({ source, error }) => (error ? [{ line: error.line, message: explain(source, error.reason, error.line) }] : []),
});
