/** Writes the writers' guide's table of writer rules (docs/writing.md) from the registry in lib/content/rules/. */
import { readFileSync, writeFileSync } from 'node:fs';
import { WRITER_RULES_DOC, withWriterRules } from '../lib/content/rules/rules-table';

const guide = readFileSync(WRITER_RULES_DOC, 'utf8');
const updated = withWriterRules(guide);
if (updated === guide) {
  console.log(`${WRITER_RULES_DOC}: the writer rules are up to date.`);
} else {
  writeFileSync(WRITER_RULES_DOC, updated);
  console.log(`${WRITER_RULES_DOC}: wrote the writer rules table.`);
}
