import { isScaffoldLine } from '../page-scaffold';
import { bodyRule, type Finding } from './rule';

const PLACEHOLDER = /\b(lorem|todo|tbd)\b/gi;

export const noPlaceholders = bodyRule({
  id: 'no-placeholders',
  severity: 'warning',
  beforeRender: false,
  summary: 'No placeholder text (`TODO`, `TBD`, `lorem`) is left in the body.',
  check({ body }) {
    const findings: Finding[] = [];
    body.split('\n').forEach((text, index) => {
      // npm run new's own placeholders are errors of the scaffold-text rule, not said twice.
      if (isScaffoldLine(text)) return;
      for (const match of text.matchAll(PLACEHOLDER)) {
        findings.push({ line: index + 1, column: match.index + 1, message: `placeholder "${match[0]}" left in the page: write the text it stands for, or remove it.` });
      }
    });
    return findings;
  },
});
