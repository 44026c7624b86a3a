import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Files Next renders as React components, each of which must export the component as default. */
const COMPONENT_MODULE = /^(page|layout|template|default|loading|error|global-error|not-found)\.(tsx|ts|jsx|js)$/;

export function hasDefaultExport(fileName: string, source: string): boolean {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  return file.statements.some((statement) => {
    if (ts.isExportAssignment(statement)) return !statement.isExportEquals;
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      return clause !== undefined && ts.isNamedExports(clause) && clause.elements.some((element) => element.name.text === 'default');
    }
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    return modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);
  });
}

function componentModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentModules(path);
    return COMPONENT_MODULE.test(entry.name) ? [path] : [];
  });
}

/**
 * Next would fail such a module deep inside its type check, or render nothing for it; this names
 * the module and the fix before the build starts.
 */
export function checkPageModules(appDir: string, root = process.cwd()): string[] {
  return componentModules(appDir)
    .filter((path) => !hasDefaultExport(path, readFileSync(path, 'utf8')))
    .map(
      (path) =>
        `${relative(root, path)}: no default export. Next renders this module's default export as a React component; put \`export default\` before the component.`,
    );
}
