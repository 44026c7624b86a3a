/** `npm run schema`: writes the frontmatter's JSON Schema for editors from the code's schema. */
import { writeFileSync } from 'node:fs';
import { FRONTMATTER_SCHEMA_FILE, frontmatterJsonSchemaText } from '../lib/content/frontmatter-json-schema';

writeFileSync(FRONTMATTER_SCHEMA_FILE, frontmatterJsonSchemaText());
console.log(`✔ Wrote ${FRONTMATTER_SCHEMA_FILE}.`);
