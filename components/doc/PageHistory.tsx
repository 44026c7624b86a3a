import { siteConfig } from '@/lib/site-config';

// A fixed zone, so the date does not depend on the machine that built the site.
const dateInWords = new Intl.DateTimeFormat(siteConfig.locale.lang, { dateStyle: 'long', timeZone: 'UTC', calendar: siteConfig.locale.calendar });

/** After a page's content: where to edit it, and when it last changed (none without git history). */
export function PageHistory({ editUrl, lastChanged }: { editUrl: string; lastChanged?: string }) {
  return (
    <div className="mt-12 flex max-w-content flex-wrap items-center justify-between gap-3 border-t border-border pt-4 text-small text-muted" data-pagefind-ignore>
      <a href={editUrl} className="inline-flex min-h-6 items-center gap-1.5 text-accent hover:underline">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 20h9" />
          <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
        </svg>
        Edit this page
      </a>
      {lastChanged && (
        <p>
          Last updated on <time dateTime={lastChanged}>{dateInWords.format(new Date(lastChanged))}</time>
        </p>
      )}
    </div>
  );
}
