/**
 * Ties a settings file to the table of its keys (config-reference.ts), both ways: each row gets a
 * link to the line of the file that writes its key (`line 12`), and the fence is told which of its
 * lines write a key with a row, which rehype-config-links.ts, once the code is highlighted, turns
 * into a link to that row. The content check (rule config-tables) has already held the two to each
 * other; a row whose key the file does not write links nowhere.
 */
import { slug } from 'github-slugger';
import type { Link, Root } from 'mdast';
import { configReferences } from './config-reference';
import { uniqueId } from './unique-ids';
import { addProperties } from './hast-elements';

/** What the fence carries to rehype-config-links.ts: `[line, key]`, one per key with a row. */
export type ConfigLines = [line: number, key: string][];

/** The id of a line of a settings file shown on the page: `settingsconf-L12`. */
export const configLineId = (fileId: string, line: number) => `${fileId}-L${line}`;

export function remarkConfigLinks() {
  return (tree: Root) => {
    const fileIds = new Set<string>();
    configReferences(tree).forEach(({ block, file, keys, rows, shaped }, index) => {
      if (!shaped) return;
      // No node:path: the CMS preview runs this pipeline in the browser.
      const fileName = file.slice(file.lastIndexOf('/') + 1);
      const fileId = uniqueId(fileIds, slug(fileName) || 'file');
      const lines: ConfigLines = [];
      for (const { row, key } of rows) {
        const written = key && keys.find(({ path }) => path === key.value);
        if (!key || !written) continue;
        lines.push([written.line, key.value]);
        addProperties(key, { dataConfigKey: `${index}:${key.value}` });
        const backLink: Link = {
          type: 'link',
          url: `#${configLineId(fileId, written.line)}`,
          children: [{ type: 'text', value: `line ${written.line}` }],
          data: { hProperties: { className: ['config-line-link'], ariaLabel: `${key.value} in ${fileName}, line ${written.line}` } },
        };
        row.children[0]!.children.push({ type: 'text', value: ' ' }, backLink);
      }
      addProperties(block, { dataConfigFile: `${index}:${fileId}`, dataConfigLines: JSON.stringify(lines) });
    });
  };
}
