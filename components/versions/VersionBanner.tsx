import type { VersionChoices } from '@/lib/content/docs';
import { VERSION_STATUS_WORDS as statusWords, versionTitle } from '@/lib/navigation/versions';
import { VersionChoiceLink } from './VersionChoiceLink';

/** Says which version of the library this page documents, and links to the same page (or the start) in each other version. */
export function VersionBanner({ libraryTitle, current, choices, storageKey }: VersionChoices & { libraryTitle: string }) {
  const others = choices.filter((choice) => choice.version.id !== current.id);
  return (
    <aside aria-label="Docs version" className="mb-4 max-w-content rounded-control border-l-4 border-note-border bg-note-bg px-4 py-3 text-small text-fg" data-pagefind-ignore>
      <p>
        You are reading the docs of <strong>{versionTitle(libraryTitle, current)}</strong>, {statusWords[current.status]}.
      </p>
      <ul className="mt-1">
        {others.map(({ version, href, samePage }) => (
          <li key={version.id}>
            {`${versionTitle(libraryTitle, version)} (${statusWords[version.status]}): `}
            <VersionChoiceLink href={href} storageKey={storageKey} versionId={version.id} keepSection={samePage} className="font-medium text-accent underline">
              {samePage ? `this page in ${versionTitle(libraryTitle, version)}` : `the ${versionTitle(libraryTitle, version)} docs (this page is not in it)`}
            </VersionChoiceLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
