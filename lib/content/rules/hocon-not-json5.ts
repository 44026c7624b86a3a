import JSON5 from 'json5';
import type { Code } from 'mdast';
import { codeMetaAttribute } from '../../markdown/code-meta';
import { bodyRule, findNodes } from './rule';

const CONF_FILE = /\.conf\b/;

/** Why the text is not JSON5 (JSON5's own reason, its line counted from the block's first line), or null. */
function notJson5(text: string): string | null {
  try {
    JSON5.parse(text);
    return null;
  } catch (error) {
    const { message, lineNumber } = error as SyntaxError & { lineNumber?: number };
    const reason = message.replace(/^JSON5: /, '').replace(/ at \d+:\d+$/, '');
    return lineNumber ? `${reason} on its line ${lineNumber}` : reason;
  }
}

/** Configurate's files are HOCON; marked `json5` they were highlighted as something they are not. */
export const hoconNotJson5 = bodyRule({
  id: 'hocon-not-json5',
  severity: 'error',
  beforeRender: false,
  summary: 'A `json5` code block holds JSON5: one titled with a `.conf` file, or whose text does not parse as JSON5, is HOCON and is written ```` ```hocon ````.',
  check: ({ tree }) =>
    findNodes<Code>(tree, 'code', ({ lang, meta, value }) => {
      if (lang?.toLowerCase() !== 'json5') return null;
      const title = codeMetaAttribute(meta, 'title');
      if (title && CONF_FILE.test(title)) return `code block "${title}" is marked json5, but .conf files are HOCON: write \`\`\`hocon.`;
      const reason = notJson5(value);
      return reason ? `code block marked json5 is not JSON5 (${reason}): if it is HOCON, write \`\`\`hocon.` : null;
    }),
});
