import type { Code, Root, RootContent } from 'mdast';
import { SKIP, visit } from './visit';
import { buildSnippets } from '../libraries/build-snippets';
import { dependenciesOf } from '../libraries/dependency-block';

/** The fence language of a dependency block: ```dependency. */
export const DEPENDENCY_LANGUAGE = 'dependency';

/**
 * A dependency block's text → one titled code node per build tool, each marked with its tab so
 * that consecutive ones can be shown as tabs. The node keeps the block's position.
 */
function dependencyFences(block: Code): Code[] {
  return buildSnippets(dependenciesOf(block.value)).map(({ tab, title, language, code }) => ({
    type: 'code',
    lang: language,
    meta: `tab="${tab}" title="${title}"`,
    value: code,
    position: block.position,
  }));
}

/**
 * Replaces each ```dependency fence with its snippets before anything renders the tree, so the
 * highlighter and the code frames treat them as fences a writer typed. They come in a `<div>` of
 * their own, so they are always one tab group of their own: right after another group of build
 * tools, loose, they would join it with every label twice. The content check's
 * dependency-coordinates rule stops a page whose block has a problem before it gets here.
 */
export function remarkDependencyBlock() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== DEPENDENCY_LANGUAGE || parent === undefined || index === undefined) return undefined;
      const block = { type: 'dependencyBlock', data: { hName: 'div', hProperties: { className: ['dependency-block'] } }, children: dependencyFences(node), position: node.position };
      parent.children.splice(index, 1, block as unknown as RootContent);
      return [SKIP, index + 1];
    });
  };
}
