/**
 * The text `npm run new` writes into a new page for the writer to replace (lib/content/new-page.ts),
 * which the scaffold-text rule refuses to publish: kept in one place, so the rule knows exactly
 * what the scaffold wrote.
 */
export const SCAFFOLD = {
  /** How the scaffold's description ends, after `<Title> in <Library>: `. */
  description: 'replace this with one sentence on what the page lets the reader do.',
  /** The body's lines, in order, with an empty line between each two. */
  body: ['TODO: say what this page is for and who it is for.', '## TODO: the first section', 'TODO: write the page. The content check lists what is still missing.'],
} as const;

export const isScaffoldLine = (line: string): boolean => (SCAFFOLD.body as readonly string[]).includes(line.trim());
