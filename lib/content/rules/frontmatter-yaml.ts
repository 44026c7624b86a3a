import type { FrontmatterRule } from './rule';

function explain(source: string, reason: string, line: string | null): string {
  // Without its closing ---, the whole page is read as frontmatter and fails somewhere in the body.
  if (!/\n---[ \t]*(\n|$)/.test(source.slice(3))) {
    return 'frontmatter is not closed: add a line with only --- after the last field, before the page text.';
  }
  const found = `frontmatter is not valid YAML: ${reason}${line ? ` (in \`${line}\`)` : ''}.`;
  if (/duplicated mapping key/.test(reason)) return `${found} Each field may appear only once: remove one of them.`;
  return `${found} Put a value that contains ": " or starts with a quote inside double quotes.`;
}

export const frontmatterYaml: FrontmatterRule = {
  id: 'frontmatter-yaml',
  severity: 'error',
  looksAt: 'frontmatter',
  summary: 'The frontmatter is valid YAML between two `---` lines (a value with `: ` goes in double quotes; each field once).',
  check: ({ source, yamlError }) => (yamlError ? [{ message: explain(source, yamlError.reason, yamlError.line) }] : []),
};
