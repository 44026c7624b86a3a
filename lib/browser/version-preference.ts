/**
 * The reader's chosen docs version of a library, kept in local storage under the library's key
 * (`siteConfig.docVersions`) by the version links (writeStored). Anything stored there that is
 * not a version of the library, hand-edited, left by an older site or corrupt, counts as no choice.
 */
import { readStored } from './guarded-apis';

/** The stored choice when it is one of `versionIds`, else null. */
export function storedVersionChoice(storageKey: string, versionIds: readonly string[]): string | null {
  const stored = readStored(storageKey);
  return stored !== null && versionIds.includes(stored) ? stored : null;
}
