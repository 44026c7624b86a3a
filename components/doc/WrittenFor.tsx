import { writtenForItems } from '@/lib/content/written-for';

/** Above the article: the server, Java and library releases the page was written for, each at a glance. */
export function WrittenFor({ value }: { value: string }) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2 text-small" data-pagefind-ignore>
      {/* The list says it to screen readers itself; an id here could meet a heading's in the article. */}
      <span aria-hidden="true" className="text-muted">
        Written for
      </span>
      <ul aria-label="Written for" className="flex flex-wrap gap-1">
        {writtenForItems(value).map((item) => (
          <li key={item} className="inline-flex min-h-6 items-center rounded-control border border-border px-2">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
