import { getLibraryTitle, getVersionChoices } from '@/lib/content/docs';
import { versionTitle } from '@/lib/navigation/versions';
import { VersionBanner } from './VersionBanner';
import { VersionOffer } from './VersionOffer';
import { VersionSwitch } from './VersionSwitch';

/**
 * What a page of a versioned library says about its version: the switcher, the banner, and on the
 * library's unversioned start page the offer of the version the reader chose before. Nothing on the
 * pages of a library with one version.
 */
export function VersionNotes({ path }: { path: string }) {
  const versions = getVersionChoices(path);
  if (!versions) return null;
  const libraryTitle = getLibraryTitle(versions.current.library);
  const isUnversionedStart = path === versions.choices[0]!.version.routePrefix;
  const offered = versions.choices
    .filter(({ version }) => version.status !== 'default')
    .map(({ version }) => ({ id: version.id, title: versionTitle(libraryTitle, version), href: version.routePrefix }));
  return (
    <>
      {isUnversionedStart && <VersionOffer storageKey={versions.storageKey} versions={offered} />}
      <VersionSwitch libraryTitle={libraryTitle} {...versions} />
      <VersionBanner libraryTitle={libraryTitle} {...versions} />
    </>
  );
}
