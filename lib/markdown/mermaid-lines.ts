import { parseMermaid } from 'beautiful-mermaid';

/**
 * The lines of a flowchart that beautiful-mermaid would leave out of the picture. Its parser reads
 * each line as far as it can and drops the rest without a word (`A -->` draws a lone `A`, `A --x B`
 * no edge, a sentence one node named after its first word), so each line is read alone, as a
 * flowchart of its own, and held to what it writes: a line with arrows must give at least as many
 * edges, any other line must be one node (`A`, `A[Label]`, `A{Question}`…) or one of the keywords
 * the parser knows. Other diagram types are checked as a whole (the mermaid-diagrams rule).
 */
const FLOWCHART = /^(?:graph|flowchart)\s+(?:TD|TB|LR|BT|RL)\s*$/i;
const KEYWORD = /^(?:subgraph\s+.+|end|direction\s+(?:TD|TB|LR|BT|RL)|classDef\s+\w+\s+.+|class\s+[\w,-]+\s+\w+|style\s+[\w,-]+\s+.+|linkStyle\s+(?:default|[\d,\s]+)\s+.+)$/i;
const NODE = /^[\w-]+\s*(?:\(\(.*\)\)|\[\(.*\)\]|\[\[.*\]\]|\{\{.*\}\}|\[.*\]|\(.*\)|\{.*\}|>.*\])?(?::::[\w-]+)?$/;
const ARROW = /-->|==>|-\.->|---/g;

/** Each unread line: its number in the fence (1-based) and its text. */
export function unreadFlowchartLines(source: string): { line: number; text: string }[] {
  const lines = source.split('\n');
  const header = lines.findIndex((line) => line.trim() !== '' && !line.trim().startsWith('%%'));
  if (header === -1 || !FLOWCHART.test(lines[header]!.trim())) return [];
  const unread: { line: number; text: string }[] = [];
  lines.forEach((raw, index) => {
    const text = raw.trim();
    if (index <= header || text === '' || text.startsWith('%%') || KEYWORD.test(text)) return;
    const arrows = text.match(ARROW)?.length ?? 0;
    const read = arrows > 0 ? parseMermaid(`flowchart LR\n${text}`).edges.length >= arrows : NODE.test(text);
    if (!read) unread.push({ line: index + 1, text });
  });
  return unread;
}
