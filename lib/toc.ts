import type { Heading } from './markdown/render';

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
