/**
 * A document as contentlayer2 generates it from contentlayer.config.ts: the fields of the one
 * frontmatter schema (frontmatter.ts, from which the config builds its field definitions), the
 * fields the config computes (it must compute exactly these, with these types), and its source
 * file. Typed here rather than imported from `.contentlayer/generated`, so the project
 * type-checks in a fresh clone, before any build has generated that folder.
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

export interface LayerComputedFields {
  id: string;
  path: string;
  /** The library, or '' for the landing page (contentlayer2 keeps no null). */
  section: string;
  html: string;
  headings: Heading[];
}

export type LayerDoc = FrontmatterValues & LayerComputedFields & { _raw: { sourceFilePath: string } };
