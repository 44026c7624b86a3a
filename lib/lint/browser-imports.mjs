/**
 * ESLint rule: code that runs in the browser imports nothing that only runs in Node. Browser code
 * is every file under lib/browser/, and under lib/navigation/ and lib/search/ (shared with the build), and every module
 * marked 'use client'; Node-only code is Node's built-in modules, the build-time folders of lib/
 * (content, markdown, libraries, hosting, pipeline, drawing, design, cms), contentlayer2 and its generated data. Type imports are fine:
 * they leave nothing in the bundle.
 */
import { builtinModules } from 'node:module';
import { dirname, relative, resolve } from 'node:path';

const NODE_ONLY_LIB = /^lib\/(content|markdown|libraries|hosting|pipeline|drawing|design|cms)(\/|$)/;
const builtins = new Set(builtinModules);

function nodeOnly(specifier, file, root) {
  if (specifier.startsWith('node:') || builtins.has(specifier.split('/')[0])) return true;
  if (specifier.startsWith('contentlayer/') || specifier === 'contentlayer2' || specifier.startsWith('contentlayer2/')) return true;
  const path = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? relative(root, resolve(dirname(file), specifier)) : null;
  return path !== null && NODE_ONLY_LIB.test(path.split('\\').join('/'));
}

const isBrowserCode = (file, root, program) =>
  /^lib\/(browser|navigation|search)\//.test(relative(root, file).split('\\').join('/')) ||
  program.body.some((statement) => statement.type === 'ExpressionStatement' && statement.directive === 'use client');

export const browserImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Browser code must not import Node-only modules' },
    messages: { nodeOnly: '"{{specifier}}" only runs in Node, and this module runs in the browser: move the shared part to lib/navigation/ or lib/browser/, or import its types only.' },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    if (!isBrowserCode(context.filename, root, context.sourceCode.ast)) return {};
    return {
      ImportDeclaration(node) {
        const typeOnly = node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));
        const specifier = node.source.value;
        if (!typeOnly && nodeOnly(specifier, context.filename, root)) context.report({ node, messageId: 'nodeOnly', data: { specifier } });
      },
    };
  },
};
