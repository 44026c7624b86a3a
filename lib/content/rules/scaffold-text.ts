import { isScaffoldLine, SCAFFOLD } from '../page-scaffold';
import { bodyRule, type Finding } from './rule';

/**
 * A page published with `npm run new`'s placeholders would tell readers and search engines
 * "replace this": an error, where a writer's own TODO note is only a warning (no-placeholders).
 */
export const scaffoldText = bodyRule({
  id: 'scaffold-text',
  severity: 'error',
  beforeRender: false,
  summary: 'Nothing `npm run new` wrote for the writer to replace (its description, its `TODO:` lines) is left in the page.',
  check({ data, body }) {
    const findings: Finding[] = [];
    if (typeof data.description === 'string' && data.description.includes(SCAFFOLD.description)) {
      findings.push({ field: 'description', message: 'the description is still the placeholder npm run new wrote ("… replace this with …"): write one sentence on what the page lets the reader do.' });
    }
    body.split('\n').forEach((line, index) => {
      if (isScaffoldLine(line)) findings.push({ line: index + 1, column: 1, message: `"${line.trim()}" is a placeholder npm run new wrote: replace it with the page's text, or remove it.` });
    });
    return findings;
  },
});
