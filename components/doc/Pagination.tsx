import { Link } from '@/components/navigation/Link';
import type { Pagination as PaginationData } from '@/lib/navigation/sidebar';

export function Pagination({ previous, next }: PaginationData) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Docs pages" className="mt-12 grid max-w-content gap-4 sm:grid-cols-2" data-pagefind-ignore>
      {previous ? (
        <Link href={previous.href} className="pager-card">
          <span className="text-small text-muted">Previous{previous.section && ` · ${previous.section}`}</span>
          <span className="font-semibold text-accent">« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link href={next.href} className="pager-card text-right">
          <span className="text-small text-muted">Next{next.section && ` · ${next.section}`}</span>
          <span className="font-semibold text-accent">{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
