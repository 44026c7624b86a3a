/**
 * The frontmatter schema (frontmatter.ts) as a JSON Schema, for editors: the repository points
 * VS Code at `schemas/frontmatter.schema.json` (see .remarkrc.mjs), so a writer sees an unknown
 * field or a wrong type while typing. `npm run schema` writes the file; a unit test keeps it in
 * step with the code.
 */
import { frontmatterFields } from './frontmatter';

export const FRONTMATTER_SCHEMA_FILE = 'schemas/frontmatter.schema.json';

export function frontmatterJsonSchemaText(): string {
  const entries = Object.entries(frontmatterFields);
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Frontmatter of a docs page',
    description: 'Generated from lib/content/frontmatter.ts by `npm run schema`; do not edit by hand.',
    type: 'object',
    properties: Object.fromEntries(
      entries.map(([name, field]) => [
        name,
        field.type === 'list'
          ? { type: 'array', items: { type: 'string', minLength: 1 }, description: field.description }
          : { type: field.type, description: field.description, ...(field.type === 'string' ? { minLength: 1 } : {}), ...('maxLength' in field ? { maxLength: field.maxLength } : {}) },
      ]),
    ),
    required: entries.filter(([, field]) => field.required).map(([name]) => name),
    additionalProperties: false,
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}
