import type { Root } from 'hast';
import rehypePrismGenerator from 'rehype-prism-plus/generator';
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import diff from 'refractor/diff';
import groovy from 'refractor/groovy';
import icuMessageFormat from 'refractor/icu-message-format';
import java from 'refractor/java';
import json5 from 'refractor/json5';
import kotlin from 'refractor/kotlin';
import markup from 'refractor/markup';
import properties from 'refractor/properties';
import toml from 'refractor/toml';
import yaml from 'refractor/yaml';
import hocon from './grammars/hocon';
import { markLines, takeLineMarkers, unmarkDiffHeaders } from './line-markers';

/**
 * Only the languages the docs use are registered, each under the name writers give it (`xml` is
 * Prism's markup grammar; `text` is built in), so a typo in a fence's language fails the content
 * build instead of silently shipping unhighlighted code.
 */
const fenceGrammars = {
  kotlin,
  java,
  groovy,
  toml,
  hocon,
  json5,
  xml: markup,
  properties,
  'icu-message-format': icuMessageFormat,
  bash,
  yaml,
  diff,
};
for (const grammar of Object.values(fenceGrammars)) refractor.register(grammar);

const rehypePrism = rehypePrismGenerator(refractor);

/** rehype-prism-plus, with the inserted/removed line markers (`ins={3}`, `del={5}`) read before it and applied after, and a diff's file headers left unmarked. */
export function rehypeHighlight() {
  // Its transformer is synchronous and reads only the tree.
  const highlight = rehypePrism.call(undefined as never) as (tree: Root) => void;
  return (tree: Root) => {
    const marked = takeLineMarkers(tree);
    highlight(tree);
    markLines(marked);
    unmarkDiffHeaders(tree);
  };
}

/** The fence languages a writer may use, as the content check lists them (aliases such as `kt` work too). */
export const fenceLanguages: readonly string[] = [...Object.keys(fenceGrammars), 'text'];

/**
 * `diff-kotlin` highlights the lines as Kotlin and marks the `+`/`-` lines. rehype-prism-plus takes
 * the language from the part after the first hyphen only, so `diff-icu-message-format` cannot work.
 */
const DIFF_OF_LANGUAGE = /^diff-([^-]+)$/;

export function isFenceLanguage(language: string): boolean {
  const name = language.toLowerCase();
  const grammar = DIFF_OF_LANGUAGE.exec(name)?.[1] ?? name;
  // Prism keeps its helpers (`extend`, `insertBefore`) among the languages; they are no grammar.
  return refractor.registered(grammar) && typeof refractor.languages[grammar] !== 'function';
}
