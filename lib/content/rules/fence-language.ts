import type { Code } from 'mdast';
import { fenceLanguages, isFenceLanguage } from '../../markdown/highlighter';
import { DEPENDENCY_LANGUAGE } from '../../markdown/remark-dependency-block';
import { MERMAID_LANGUAGE } from '../../markdown/remark-mermaid';
import { bodyRule, findNodes } from './rule';

const languageList = `${fenceLanguages.join(', ')}, or diff-<language> for a diff of one without a hyphen in its name (diff-kotlin), or ${DEPENDENCY_LANGUAGE} for a dependency block, or ${MERMAID_LANGUAGE} for a diagram`;

export const fenceLanguage = bodyRule({
  id: 'fence-language',
  severity: 'error',
  beforeRender: true,
  summary: `Every code block is a fenced block with a language the highlighter knows: ${fenceLanguages.map((language) => `\`${language}\``).join(', ')}, or \`diff-<language>\` (\`diff-kotlin\`) for a diff highlighted as one of them, or a \`${DEPENDENCY_LANGUAGE}\` block, or a \`${MERMAID_LANGUAGE}\` diagram.`,
  check: ({ tree }) =>
    findNodes<Code>(tree, 'code', ({ lang }) => {
      if (!lang) return `code block without a language: write it as a fenced block with one of ${languageList} after the opening \`\`\`.`;
      return isFenceLanguage(lang) || lang === DEPENDENCY_LANGUAGE || lang === MERMAID_LANGUAGE ? null : `unknown code language "${lang}": use one of ${languageList}.`;
    }),
});
