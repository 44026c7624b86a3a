import { rules } from './index';
import type { Rule } from './rule';

const whatItLooksAt: Record<Rule['looksAt'], string> = {
  file: 'the file itself',
  name: 'file name',
  bytes: 'file bytes',
  frontmatter: 'frontmatter',
  tree: 'page structure',
  body: 'page body',
  site: 'whole site',
  image: 'image file',
};

/** The writers' guide's list of what the content check asks of writers, one row per rule. */
function writerRulesTable(): string {
  const rows = rules.map((rule) => `| \`${rule.id}\` | ${rule.severity === 'error' ? '**fails the build**' : 'warns'} | ${whatItLooksAt[rule.looksAt]} | ${rule.summary} |`);
  return ['| rule | when broken | looks at | what it asks |', '|---|---|---|---|', ...rows].join('\n');
}

/** The writers' guide, which holds the table between these two lines (path from the repository's root). */
export const WRITER_RULES_DOC = 'docs/writing.md';
const RULES_START = '<!-- writer-rules:start — generated from lib/content/rules/ by `npm run docs:rules` -->';
const RULES_END = '<!-- writer-rules:end -->';

/** The writers' guide with its rules section replaced by the table generated from the registry. */
export function withWriterRules(guide: string): string {
  const start = guide.indexOf(RULES_START);
  const end = guide.indexOf(RULES_END);
  if (start === -1 || end < start) throw new Error(`${WRITER_RULES_DOC} has no ${RULES_START} … ${RULES_END} section`);
  return `${guide.slice(0, start + RULES_START.length)}\n${writerRulesTable()}\n${guide.slice(end)}`;
}
