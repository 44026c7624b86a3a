import { Link } from '@/components/navigation/Link';

interface Crumb {
  label: string;
  href: string;
}

export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumbs" className="mb-4 text-small" data-pagefind-ignore>
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        <li>
          <Link href="/" className="inline-flex min-h-6 items-center rounded-control px-1 hover:text-fg">
            Home
          </Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-1">
            <span aria-hidden="true">›</span>
            <Link href={crumb.href} className="inline-flex min-h-6 items-center rounded-control px-1 hover:text-fg">
              {crumb.label}
            </Link>
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span aria-hidden="true">›</span>
          <span aria-current="page" className="px-1 font-medium text-fg">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
