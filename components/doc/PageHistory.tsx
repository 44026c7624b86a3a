import { siteConfig } from '@/lib/site-config';

// A fixed zone, so the date does not depend on the machine that built the site.
const dateInWords = new Intl.DateTimeFormat(siteConfig.locale.lang, { dateStyle: 'long', timeZone: 'UTC', calendar: siteConfig.locale.calendar });

/**
 * After a page's content: where to edit it, where to report a problem with it, and when it last
 * changed (none without git history).
 */
export function PageHistory({ editUrl, reportUrl, lastChanged }: { editUrl: string; reportUrl: string; lastChanged?: string }) {
  return (
    <div className="page-history" data-pagefind-ignore>
      <a href={editUrl} className="edit-link">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="icon size-4">
          <path d="M12 20h9" />
          <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
        </svg>
        Edit this page
      </a>
      <a href={reportUrl} className="edit-link">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="icon size-4">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v6M12 16.5v.5" />
        </svg>
        Report a problem with this page
      </a>
      {lastChanged && (
        <p>
          Last updated on <time dateTime={lastChanged}>{dateInWords.format(new Date(lastChanged))}</time>
        </p>
      )}
    </div>
  );
}
