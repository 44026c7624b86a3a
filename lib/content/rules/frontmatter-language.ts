import { isYamlFence } from '../read-frontmatter';
import { frontmatterRule } from './rule';

/**
 * gray-matter, which contentlayer2 and many tools use, runs `---js` and `---javascript`
 * frontmatter as code: a page from a merge request would run on the build machine. The site reads
 * YAML only, and says so rather than skipping the fields.
 */
export const frontmatterLanguage = frontmatterRule({
  id: 'frontmatter-language',
  severity: 'error',
  summary: 'The frontmatter opens with `---` alone: it is YAML data, never code (`---js`, `---coffee`, `---toml` are refused).',
  check: ({ language }) =>
    isYamlFence(language)
      ? []
      : [{ line: 1, message: `frontmatter opens with "---${language}": only YAML frontmatter is read, and it is never run as code. Open it with a line of only --- and write the fields as YAML (\`title: …\`).` }],
});
