import { Link } from '@/components/navigation/Link';
import type { DocPage } from '@/lib/docs';

/** One card per library, linking to its page: on the landing page and the not-found page. */
export function LibraryCards({ libraries }: { libraries: readonly DocPage[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {libraries.map((library) => (
        <li key={library.path}>
          <Link
            href={library.path}
            className="flex h-full flex-col gap-2 rounded-card border border-border bg-surface p-5 transition-colors hover:border-accent"
          >
            <span className="text-lg font-bold text-accent">{library.title}</span>
            <span className="text-small text-fg">{library.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
