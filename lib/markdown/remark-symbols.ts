/**
 * The API names a page defines and mentions, found once in the parsed body, for the page (this
 * plugin) and its Markdown copy (lib/content/page-markdown.ts) alike. A name is defined by a heading
 * that holds nothing but inline code (`### \`collider\``), or by the first column of a reference
 * table, one whose body rows start with names alone (`| \`make\`, \`makeOne\` | … |`), unless the
 * table sits in the section of a heading that defines a name (it lists that name's fields). Any other inline
 * code that reads as a name is a mention, except in a heading, in a link (the writer chose its
 * target) or right after a `<!-- no-link -->` comment (the writer's opt-out, invisible in GitLab's
 * preview and the CMS). The site-wide step (lib/content/symbol-links.ts) links the mentions once
 * every page's definitions are known.
 */
import type { Heading, InlineCode, Nodes, Parents, Root, Table } from 'mdast';
import { SKIP, visit } from './visit';
import { addProperties } from './hast-elements';

/** The comment a writer puts right before inline code so that this one mention stays plain. */
export const NO_LINK_COMMENT = '<!-- no-link -->';

// Dotted, colon'd or hyphenated identifiers (`MiniMessageI18N.Builder`, `sokol:as_item`, `glossa-core`,
// `sokol.command.give`), an annotation's `@`; no spaces, so commands and prose in code stay out.
const NAME = /^@?[\p{L}_$][\p{L}\p{N}_$]*(?:[.:-][\p{L}_$][\p{L}\p{N}_$]*)*$/u;

/** The name inline code stands for: `build(locale)` and `I18N<T>` name `build` and `I18N`; null when it is no name. */
function symbolName(code: string): string | null {
  const name = code.trim().replace(/\(.*\)$/s, '').replace(/<.*>$/s, '');
  return NAME.test(name) ? name : null;
}

/** Inline code and the separators between several names (`a`, `b` and `c`) only. */
function onlyNames(parent: Parents): InlineCode[] | null {
  const children: readonly Nodes[] = parent.children;
  const codes = children.filter((child): child is InlineCode => child.type === 'inlineCode');
  const separators = children.every((child) => child.type === 'inlineCode' || (child.type === 'text' && /^[\s,/]*(?:and|or)?[\s,/]*$/.test(child.value)));
  return codes.length > 0 && separators && codes.every((code) => symbolName(code.value) !== null) ? codes : null;
}

interface SymbolsInTree {
  /** Headings that define their names, with those names. */
  headings: { node: Heading; names: string[] }[];
  /** Inline code in a reference table's first column, each defining its name. */
  cells: { node: InlineCode; name: string }[];
  mentions: { node: InlineCode; name: string }[];
  /** Mentions a writer kept plain with `<!-- no-link -->`, by name. */
  optedOut: string[];
}

const isNoLink = (node: Nodes | undefined) => node?.type === 'html' && node.value.trim() === NO_LINK_COMMENT;

/**
 * The names a reference table defines: its first column, when every body row's first cell is names,
 * empty (continuing the row above), a link (the name is defined elsewhere) or opted out.
 */
function tableDefinitions(table: Table): InlineCode[] {
  const firstCells = table.children.slice(1).flatMap((row) => row.children.slice(0, 1));
  const defining = firstCells.filter((cell) => cell.children.length > 0 && !isNoLink(cell.children[0]) && !(cell.children.length === 1 && cell.children[0]!.type === 'link'));
  const names = defining.map((cell) => onlyNames(cell));
  return names.every((codes) => codes !== null) ? names.flat() : [];
}

export function symbolsIn(tree: Root): SymbolsInTree {
  const found: SymbolsInTree = { headings: [], cells: [], mentions: [], optedOut: [] };
  const definitions = new Set<InlineCode>();
  // The depth of the heading that defines a name, while in its section: a table there lists that
  // name's own fields or options (`order` of one component, `order` of another), not names of the library.
  let definingDepth = Infinity;
  visit(tree, (node: Nodes, index, parent) => {
    if (node.type === 'heading') {
      const codes = onlyNames(node);
      if (node.depth <= definingDepth) definingDepth = codes ? node.depth : Infinity;
      if (codes) found.headings.push({ node, names: codes.map((code) => symbolName(code.value)!) });
      return SKIP;
    }
    if (node.type === 'link' || node.type === 'linkReference') return SKIP;
    if (node.type === 'table' && definingDepth === Infinity) {
      for (const code of tableDefinitions(node)) {
        definitions.add(code);
        found.cells.push({ node: code, name: symbolName(code.value)! });
      }
      return undefined;
    }
    if (node.type !== 'inlineCode' || definitions.has(node)) return undefined;
    const name = symbolName(node.value);
    if (name === null) return undefined;
    const before = index === undefined || index === 0 ? undefined : parent?.children[index - 1];
    if (isNoLink(before)) found.optedOut.push(name);
    else found.mentions.push({ node, name });
    return undefined;
  });
  return found;
}

/**
 * Marks the definitions for rehype-symbol-anchors (`data-symbol-definition`) and each mention with
 * its name (`data-symbol`), which the site-wide step turns into a link or drops; the names of the
 * mentions, and of those opted out, go to `sink`, for the count of linked mentions.
 */
export function remarkSymbols(sink: { mentions: string[]; optedOut: string[] }) {
  return (tree: Root) => {
    const { headings, cells, mentions, optedOut } = symbolsIn(tree);
    sink.mentions.push(...mentions.map(({ name }) => name));
    sink.optedOut.push(...optedOut);
    for (const { node, names } of headings) addProperties(node, { dataSymbolDefinition: names.join(' ') });
    for (const { node, name } of cells) addProperties(node, { dataSymbolDefinition: name });
    for (const { node, name } of mentions) addProperties(node, { dataSymbol: name });
  };
}
