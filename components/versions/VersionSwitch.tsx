import type { VersionChoices } from '@/lib/content/docs';
import { VersionChoiceLink } from './VersionChoiceLink';

/**
 * The versions of the page's library as a plain list of links, the current one marked: each leads to
 * this page in that version when it exists, else to that version's start page. Links, not a menu, so
 * it works without JavaScript and reads as a list of links to screen readers.
 */
export function VersionSwitch({ libraryTitle, current, choices, storageKey }: VersionChoices & { libraryTitle: string }) {
  return (
    <nav aria-label={`${libraryTitle} versions`} className="mb-4 flex flex-wrap items-center gap-2 text-small" data-pagefind-ignore>
      <span className="text-muted">Version</span>
      <ul className="flex flex-wrap gap-1">
        {choices.map(({ version, href, samePage }) => (
          <li key={version.id}>
            <VersionChoiceLink
              href={href}
              storageKey={storageKey}
              versionId={version.id}
              current={version.id === current.id}
              keepSection={samePage}
              className="inline-flex min-h-6 items-center rounded-control border border-border px-2 underline underline-offset-2 hover:bg-surface aria-[current=page]:border-accent aria-[current=page]:no-underline aria-[current=page]:bg-accent-soft aria-[current=page]:font-bold aria-[current=page]:not-focus-visible:outline aria-[current=page]:not-focus-visible:outline-1 aria-[current=page]:not-focus-visible:-outline-offset-2 aria-[current=page]:not-focus-visible:outline-accent"
            >
              {version.label}
              {!samePage && <span className="sr-only"> (start page: this page is not in {version.label})</span>}
            </VersionChoiceLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
