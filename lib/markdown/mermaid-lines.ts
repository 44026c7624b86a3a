import { parseMermaid } from 'beautiful-mermaid';
import { drawnSvgText, drawSvgText } from './mermaid-svg';

/**
 * The lines of a diagram that beautiful-mermaid would leave out of the picture: its parsers read
 * each line as far as they can and drop the rest without a word (`A -->` draws a lone `A`,
 * `A --x B` no edge, a sentence one node named after its first word, and in the other diagram
 * types an unknown line nothing at all). A flowchart's line is read alone, as a flowchart of its
 * own, and held to what it writes: a line with arrows must give at least as many edges, any other
 * line must be one node (`A`, `A[Label]`, `A{Question}`…) or a keyword the parser knows. In the
 * other types, a line is unread when the diagram drawn without it is the same picture.
 */
const FLOWCHART = /^(?:graph|flowchart)\s+(?:TD|TB|LR|BT|RL)\s*$/i;
const KEYWORD = /^(?:subgraph\s+.+|end|direction\s+(?:TD|TB|LR|BT|RL)|classDef\s+\w+\s+.+|class\s+[\w,-]+\s+\w+|style\s+[\w,-]+\s+.+|linkStyle\s+(?:default|[\d,\s]+)\s+.+)$/i;
const NODE = /^[\w-]+\s*(?:\(\(.*\)\)|\[\(.*\)\]|\[\[.*\]\]|\{\{.*\}\}|\[.*\]|\(.*\)|\{.*\}|>.*\])?(?::::[\w-]+)?$/;
const ARROW = /-->|==>|-\.->|---/g;

function flowchartLineRead(text: string): boolean {
  if (KEYWORD.test(text)) return true;
  const arrows = text.match(ARROW)?.length ?? 0;
  return arrows > 0 ? parseMermaid(`flowchart LR\n${text}`).edges.length >= arrows : NODE.test(text);
}

function changesPicture(lines: readonly string[], index: number, whole: string): boolean {
  try {
    return drawSvgText(lines.filter((_, other) => other !== index).join('\n')) !== whole;
  } catch {
    return true;
  }
}

/** Each unread line of a diagram the renderer draws: its number in the fence (1-based) and its text. */
export function unreadDiagramLines(source: string): { line: number; text: string }[] {
  const lines = source.split('\n');
  const header = lines.findIndex((line) => line.trim() !== '' && !line.trim().startsWith('%%'));
  if (header === -1) return [];
  const flowchart = FLOWCHART.test(lines[header]!.trim());
  // The rule drew the whole diagram just before: it is kept.
  const whole = flowchart ? '' : drawnSvgText(source);
  const unread: { line: number; text: string }[] = [];
  lines.forEach((raw, index) => {
    const text = raw.trim();
    if (index <= header || text === '' || text.startsWith('%%')) return;
    const read = flowchart ? flowchartLineRead(text) : changesPicture(lines, index, whole);
    if (!read) unread.push({ line: index + 1, text });
  });
  return unread;
}
