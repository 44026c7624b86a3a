import { Link } from '@/components/navigation/Link';
import type { DocPage } from '@/lib/content/docs';

/** One card per page (title and description): the libraries on the landing and not-found pages, a category's pages on its own page. */
export function PageCards({ pages }: { pages: readonly DocPage[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {pages.map((page) => (
        <li key={page.path}>
          <Link
            href={page.path}
            className="flex h-full flex-col gap-2 rounded-card border border-border bg-surface p-5 transition-colors hover:border-accent"
          >
            <span className="text-lg font-bold text-accent">{page.title}</span>
            <span className="text-small text-fg">{page.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
