/** A section heading of a page, as the render collects it (lib/markdown/rehype-headings.ts): what the table of contents lists. */
export interface Heading {
  depth: number;
  text: string;
  id: string;
}

export interface TocEntry extends Heading {
  children: TocEntry[];
}

/** Nests each heading under the closest shallower heading before it (h3 under its h2). */
export function nestHeadings(headings: readonly Heading[]): TocEntry[] {
  const roots: TocEntry[] = [];
  const stack: TocEntry[] = [];
  for (const heading of headings) {
    const entry: TocEntry = { ...heading, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.depth >= entry.depth) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(entry);
    else roots.push(entry);
    stack.push(entry);
  }
  return roots;
}

/** Pages without h2 sections have nothing worth a table of contents. */
export const hasToc = (headings: readonly Heading[]) => headings.some((heading) => heading.depth === 2);

interface HeadingPosition {
  id: string;
  /** Distance from the top of the viewport, in px. */
  top: number;
}

interface ReadingPosition {
  /** A heading above this line (just below the navbar) has been scrolled to. */
  line: number;
  viewportHeight: number;
  /** The page cannot scroll further down. */
  atBottom: boolean;
  /** The id in the URL's fragment, if any. */
  hash: string;
}

/**
 * The heading whose section is being read: the last one above the reading line. At the bottom of
 * the page the last sections can never reach that line, so a heading the reader jumped to (the
 * URL fragment) wins while it is on screen, and otherwise the last heading does.
 */
export function activeHeadingId(headings: readonly HeadingPosition[], position: ReadingPosition): string | null {
  if (headings.length === 0) return null;
  if (position.atBottom) {
    const target = headings.find((heading) => heading.id === position.hash);
    const onScreen = target !== undefined && target.top >= 0 && target.top < position.viewportHeight;
    return onScreen ? target.id : headings[headings.length - 1]!.id;
  }
  let current = headings[0]!.id;
  for (const heading of headings) if (heading.top <= position.line) current = heading.id;
  return current;
}
