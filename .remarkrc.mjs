// Read by VS Code's remark extension (unifiedjs.vscode-remark, recommended in .vscode/extensions.json):
// it checks each page's frontmatter against the schema generated from lib/content/frontmatter.ts
// while the writer types. VS Code's YAML extension cannot: it does not read frontmatter inside
// Markdown files (redhat-developer/vscode-yaml issue 207).
import remarkFrontmatter from 'remark-frontmatter';
import remarkLintFrontmatterSchema from 'remark-lint-frontmatter-schema';

const editorChecks = {
  plugins: [remarkFrontmatter, [remarkLintFrontmatterSchema, { schemas: { './schemas/frontmatter.schema.json': ['content/**/*.md'] } }]],
};

export default editorChecks;
