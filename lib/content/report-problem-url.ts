import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { absoluteUrl } from '../navigation/routes';
import { siteConfig } from '../site-config';

// The template a reader's report starts from; GitLab offers it for issues opened by hand too.
const TEMPLATE_FILE = '.gitlab/issue_templates/Docs problem.md';
const template = readFileSync(TEMPLATE_FILE, 'utf8');

/** The commit the site is built from: CI names it; elsewhere git does; a copy without history has none. */
function builtFrom(): string {
  if (process.env.CI_COMMIT_SHA) return process.env.CI_COMMIT_SHA;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}
const commit = builtFrom();

/**
 * A plain link to a new issue in the project's repository, its title and description filled in
 * with the page's title, address, docs version and the commit built from (GitLab reads
 * `issue[title]` and `issue[description]` from the new-issue URL), so a report needs no script and
 * tells the maintainers exactly what the reader saw.
 */
export function reportProblemUrl({ title, route, docsVersion }: { title: string; route: string; docsVersion: string }): string {
  const page = [`- Title: ${title}`, `- Address: ${absoluteUrl(siteConfig.url, route)}`, `- Docs version: ${docsVersion}`, `- Built from: ${commit}`].join('\n');
  const description = template.replace('## Page\n', `## Page\n\n${page}\n`);
  const query = new URLSearchParams({ 'issue[title]': `Docs: problem on “${title}”`, 'issue[description]': description });
  return `${siteConfig.repository.url}/-/issues/new?${query}`;
}
