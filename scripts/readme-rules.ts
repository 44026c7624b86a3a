/** Writes the README's list of writer rules from the registry in lib/content/rules/. */
import { readFileSync, writeFileSync } from 'node:fs';
import { withWriterRules } from '../lib/content/rules/readme-table';

const readme = readFileSync('README.md', 'utf8');
const updated = withWriterRules(readme);
if (updated === readme) {
  console.log('README.md: the writer rules are up to date.');
} else {
  writeFileSync('README.md', updated);
  console.log('README.md: wrote the writer rules table.');
}
