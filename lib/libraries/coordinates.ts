/**
 * Coordinates (`group:artifact[:version]`) checked against the publications table: the one place
 * that says whether a page names an artifact that exists, in a version that was released.
 */
import { type Publication, publications } from './artifacts';

export interface Resolved {
  publication: Publication;
  artifact: string;
  version: string;
}

type Resolution = { resolved: Resolved } | { problem: string };

const groups = [...new Set(publications.map((publication) => publication.group))];

/** Whether the table knows the group: coordinates of other groups in a build script are not ours to check. */
export function isKnownGroup(group: string): boolean {
  return groups.includes(group);
}

/** The artifact and its version, or what is wrong with them and how to write them instead. */
export function resolve(group: string, artifact: string, version: string | null): Resolution {
  if (!isKnownGroup(group)) {
    return { problem: `no library in lib/libraries/artifacts.ts is published under the group "${group}": use one of ${groups.join(', ')}, or add the library there.` };
  }
  const publication = publications.find((candidate) => candidate.group === group && candidate.artifacts.includes(artifact));
  if (!publication) {
    const artifacts = publications.filter((each) => each.group === group).flatMap((each) => each.artifacts);
    return { problem: `the group ${group} publishes no artifact "${artifact}": its artifacts are ${artifacts.join(', ')}.` };
  }
  if (version !== null && version !== publication.version && !publication.olderVersions.includes(version)) {
    const older = publication.olderVersions.length > 0 ? ` (earlier releases a page may name: ${publication.olderVersions.join(', ')})` : '';
    return {
      problem: `${group}:${artifact} has no release ${version} in lib/libraries/artifacts.ts: the release these docs describe is ${publication.version}${older}. A dependency block without a version gets it.`,
    };
  }
  return { resolved: { publication, artifact, version: version ?? publication.version } };
}
