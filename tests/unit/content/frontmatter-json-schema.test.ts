import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import remarkParse from 'remark-parse';
import { type Preset, unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { FRONTMATTER_SCHEMA_FILE, frontmatterJsonSchemaText } from '@/lib/content/frontmatter-json-schema';

// The repository's editor configuration, loaded as the extension loads it (by path).
const { default: editorConfig } = (await import(pathToFileURL(resolve('.remarkrc.mjs')).href)) as { default: Preset };

/** What VS Code's remark extension reports for a page, with the repository's .remarkrc.mjs. */
async function editorMessages(path: string, text: string): Promise<string[]> {
  const processor = unified().use(remarkParse).use(editorConfig);
  const file = new VFile({ path, value: text, cwd: process.cwd() });
  await processor.run(processor.parse(file), file);
  return file.messages.map((message) => message.reason);
}

describe('the frontmatter JSON Schema for editors', () => {
  it('is in step with the code’s schema (run npm run schema after changing lib/content/frontmatter.ts)', () => {
    expect(readFileSync(FRONTMATTER_SCHEMA_FILE, 'utf8')).toBe(frontmatterJsonSchemaText());
  });

  it('flags a misspelt field and a text sidebar_position in a page under content/', async () => {
    const messages = await editorMessages('content/glossa/plurals.md', '---\ntitel: Plurals\ndescription: How plural rules work.\nsidebar_position: "3"\n---\n\nText.\n');
    expect(messages).toEqual([
      expect.stringMatching(/^Must have required property 'title'/),
      expect.stringMatching(/^Must NOT have additional properties/),
      expect.stringMatching(/^Must be number .*#\/properties\/sidebar_position\/type$/),
    ]);
  });

  it('finds nothing wrong in a page with valid frontmatter', async () => {
    expect(await editorMessages('content/glossa/plurals.md', '---\ntitle: Plurals\ndescription: How plural rules work.\nsidebar_position: 3\n---\n\nText.\n')).toEqual([]);
  });
});
