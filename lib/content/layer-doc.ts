/**
 * A document as contentlayer2 generates it from contentlayer.config.ts: the fields of the one
 * frontmatter schema (frontmatter.ts, from which the config builds its field definitions), the
 * fields the content check works out (the config declares exactly these, with these types), and
 * its source file. Typed here rather than imported from the generated folder, so the project
 * type-checks in a fresh clone, before any build has generated it.
 */
import type { Heading } from '../markdown/render';
import type { frontmatterFields } from './frontmatter';

type Schema = typeof frontmatterFields;
interface FieldValues {
  string: string;
  number: number;
  list: string[];
}
type Value<Name extends keyof Schema> = FieldValues[Schema[Name]['type']];
type RequiredName = { [Name in keyof Schema]: Schema[Name]['required'] extends true ? Name : never }[keyof Schema];
type OptionalName = Exclude<keyof Schema, RequiredName>;

type FrontmatterValues = { [Name in RequiredName]: Value<Name> } & { [Name in OptionalName]?: Value<Name> };

export interface LayerCheckedFields {
  id: string;
  path: string;
  /** The library, or '' for the landing page (contentlayer2 keeps no null). */
  section: string;
  html: string;
  headings: Heading[];
  /** The page as clean Markdown for readers (page-markdown.ts), published at `<route>.md`. */
  markdown: string;
  /** ISO date of the file's last commit; absent without git history. */
  last_changed?: string;
}

/** A page as the content check hands it to the layer (plain data: it crosses threads). */
export type CheckedPage = Omit<LayerCheckedFields, 'last_changed'> & {
  /** Its path under the content folder. */
  file: string;
  /** Its frontmatter's fields, as published. */
  fields: Record<string, unknown>;
};

export type LayerDoc = FrontmatterValues & LayerCheckedFields & { _raw: { sourceFilePath: string } };
