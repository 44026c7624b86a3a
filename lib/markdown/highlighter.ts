import rehypePrismGenerator from 'rehype-prism-plus/generator';
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import groovy from 'refractor/groovy';
import icuMessageFormat from 'refractor/icu-message-format';
import java from 'refractor/java';
import json5 from 'refractor/json5';
import kotlin from 'refractor/kotlin';
import markup from 'refractor/markup';
import toml from 'refractor/toml';
import yaml from 'refractor/yaml';

/**
 * Only the languages the docs use are registered (the spec's five extra ones plus shell, YAML,
 * and Groovy and XML for the snippets of dependency blocks; `text` is built in), so a typo in a fence's language fails the content build instead of
 * silently shipping unhighlighted code.
 */
const registered = [kotlin, java, toml, json5, icuMessageFormat, bash, yaml, groovy, markup];
for (const language of registered) refractor.register(language);

export const rehypeHighlight = rehypePrismGenerator(refractor);

/** The fence languages a writer may use, as the content check lists them (aliases such as `kt` work too). */
export const fenceLanguages: readonly string[] = [
  // Prism names its XML/HTML grammar "markup"; writers know it as `xml`, one of its aliases.
  ...registered.map((language) => (language === markup ? 'xml' : language.displayName)),
  'text',
];

export function isFenceLanguage(language: string): boolean {
  return refractor.registered(language.toLowerCase());
}
