/**
 * The frontmatter schema for docs, written once. contentlayer.config.ts derives its field
 * definitions from it, and the frontmatter rules (rules/required-fields.ts, field-types.ts,
 * known-fields.ts, field-lengths.ts) check every file against it; /admin's form and the editors'
 * JSON Schema take their fields from it too.
 */
import { contentLimits } from '../site-config';

export const frontmatterFields = {
  title: { type: 'string', required: true, description: 'the page title, shown as the h1 and in <title>', maxLength: contentLimits.titleCharacters },
  description: { type: 'string', required: true, description: 'one sentence for the meta description and cards', maxLength: contentLimits.descriptionCharacters },
  sidebar_label: { type: 'string', required: false, description: 'a shorter label for the sidebar', maxLength: contentLimits.sidebarLabelCharacters },
  sidebar_position: { type: 'number', required: false, description: 'order inside the sidebar category' },
  written_for: {
    type: 'string',
    required: false,
    description: 'what the page was written for, products and releases separated by commas (Paper 1.19.3, Java 17); a folder\'s README.md sets it for the pages below it',
  },
  redirect_from: { type: 'list', required: false, description: 'routes this page used to have (such as /glossa/old-name), each answered with a permanent redirect here' },
} as const;

export const fieldNames = Object.keys(frontmatterFields) as (keyof typeof frontmatterFields)[];

export interface ContentProblem {
  file: string;
  /** Where in the file, for problems in the body (1-based). */
  line?: number;
  column?: number;
  field?: string;
  message: string;
  /** The writer rule that found it (see lib/content/rules/); none for a file the renderer could not handle. */
  rule?: string;
}

/** A problem names its file as `content/<file>`, whatever folder the check read: this is `<file>`. */
export const fileInContent = (problemFile: string) => problemFile.replace(/^content\//, '');

/** How a found value reads in a message. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list (${JSON.stringify(value)})`;
  if (value instanceof Date) return `a date (${value.toISOString().slice(0, 10)})`;
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  return `${typeof value} ${JSON.stringify(value)}`;
}
