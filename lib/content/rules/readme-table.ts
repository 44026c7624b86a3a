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

/** The README's list of what the content check asks of writers, one row per rule. */
function writerRulesTable(): string {
  const rows = rules.map((rule) => `| \`${rule.id}\` | ${rule.severity === 'error' ? '**fails the build**' : 'warns'} | ${whatItLooksAt[rule.looksAt]} | ${rule.summary} |`);
  return ['| rule | when broken | looks at | what it asks |', '|---|---|---|---|', ...rows].join('\n');
}

const README_RULES_START = '<!-- writer-rules:start — generated from lib/content/rules/ by `npm run readme:rules` -->';
const README_RULES_END = '<!-- writer-rules:end -->';

/** The README with its rules section replaced by the table generated from the registry. */
export function withWriterRules(readme: string): string {
  const start = readme.indexOf(README_RULES_START);
  const end = readme.indexOf(README_RULES_END);
  if (start === -1 || end < start) throw new Error(`README.md has no ${README_RULES_START} … ${README_RULES_END} section`);
  return `${readme.slice(0, start + README_RULES_START.length)}\n${writerRulesTable()}\n${readme.slice(end)}`;
}
