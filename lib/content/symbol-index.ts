/**
 * Where every API name the docs define is defined (remark-symbols.ts), per docs version of each
 * library, and where a mention of one links to. Built once per check with the rest of the site
 * index, so `npm run dev` links to a definition's new place as soon as it moves.
 */
import { versionOfId } from '../navigation/versions';
import { siteConfig } from '../site-config';
import { librariesUnder } from './dependency-graph';
import type { IndexedDoc } from './site-index';

export interface SymbolAt {
  doc: IndexedDoc;
  id: string;
  /** The line of the file. */
  line: number;
}

/** What a mention of a name links to: its one definition, none (`unknown`), or more than one. */
type SymbolTarget = { kind: 'linked'; at: SymbolAt } | { kind: 'ambiguous' } | { kind: 'unknown' };

export interface SymbolIndex {
  /** Docs version (`glossa`, `glossa/1.0`, `sokol`) → name → its definitions, in file order. */
  byVersion: Map<string, Map<string, SymbolAt[]>>;
  resolve(doc: IndexedDoc, name: string): SymbolTarget;
}

/** A doc's docs version: its library's folder, or the version's (`glossa/1.0`); '' for the landing page. */
function versionFolderOf(route: string): { folder: string; isDefault: boolean } {
  const id = route.replace(/^\//, '');
  const version = versionOfId(id);
  return { folder: version?.folder ?? id.split('/')[0]!, isDefault: (version?.status ?? 'default') === 'default' };
}

/** A name no other library would define by chance: qualified by a type or namespace (`CalibreAPI.key`, `calibre:launcher`). */
const isQualified = (name: string) => /[.:]/.test(name);

const targetOf = (found: readonly SymbolAt[]): SymbolTarget =>
  found.length === 1 ? { kind: 'linked', at: found[0]! } : found.length === 0 ? { kind: 'unknown' } : { kind: 'ambiguous' };

export function indexSymbols(docs: Iterable<IndexedDoc>): SymbolIndex {
  const byVersion = new Map<string, Map<string, SymbolAt[]>>();
  const defaultVersions = new Set<string>();
  // Each page names many API names, and the check runs again on every save in npm run dev: each route's version and each name's target are worked out once.
  const versions = new Map<string, ReturnType<typeof versionFolderOf>>();
  const versionOf = (route: string) => versions.get(route) ?? versions.set(route, versionFolderOf(route)).get(route)!;
  const under = new Map<string, Set<string>>();
  const librariesUnderOf = (folder: string) => under.get(folder) ?? under.set(folder, librariesUnder(siteConfig.libraries, folder)).get(folder)!;
  const resolved = new Map<string, SymbolTarget>();
  for (const doc of docs) {
    const { folder, isDefault } = versionOf(doc.route);
    if (isDefault) defaultVersions.add(folder);
    const names = byVersion.get(folder) ?? new Map<string, SymbolAt[]>();
    byVersion.set(folder, names);
    for (const { name, id, line } of doc.symbols?.definitions ?? []) {
      names.set(name, [...(names.get(name) ?? []), { doc, id, line: line + doc.bodyLineOffset }]);
    }
  }
  return {
    byVersion,
    // A name the page's own docs version defines links there; one it does not, to the one library
    // that defines it among those the page's library builds on (a plain word such as `root` or
    // `error` means something else in a library that does not), or among all of them for a
    // qualified name; always within the versions the site is about (a page of another version links
    // only inside it, as the version-links rule asks of writers).
    resolve(doc, name) {
      const { folder, isDefault } = versionOf(doc.route);
      const key = `${folder}\0${name}`;
      let target = resolved.get(key);
      if (target) return target;
      const own = byVersion.get(folder)?.get(name) ?? [];
      const reachable = isQualified(name) ? null : librariesUnderOf(folder);
      const others = [...defaultVersions].filter((other) => other !== folder && (reachable === null || reachable.has(other)));
      target = own.length > 0 || !isDefault ? targetOf(own) : targetOf(others.flatMap((other) => byVersion.get(other)?.get(name) ?? []));
      resolved.set(key, target);
      return target;
    },
  };
}
