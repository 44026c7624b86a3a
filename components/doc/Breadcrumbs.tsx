import { Link } from '@/components/navigation/Link';
import type { SidebarLink } from '@/lib/navigation/sidebar';

export function Breadcrumbs({ trail, current }: { trail: readonly Pick<SidebarLink, 'label' | 'href'>[]; current: string }) {
  return (
    <nav aria-label="Breadcrumbs" className="mb-4 text-small" data-pagefind-ignore>
      {/* Styled from .breadcrumbs (styles/globals.css): each page has them in its HTML and payload. */}
      <ol className="breadcrumbs">
        <li>
          <Link href="/">Home</Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <span aria-hidden="true">›</span>
            <Link href={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li>
          <span aria-hidden="true">›</span>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
