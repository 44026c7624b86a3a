'use client';

import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { type MatchOptions, matchPath } from '@/lib/route-match';
import { Link } from './Link';

type NavLinkProps = ComponentProps<typeof Link> &
  MatchOptions & {
    href: string;
    /** A pattern such as `/glossa/:page`; defaults to the link's own href. */
    activePath?: string;
    activeClassName?: string;
  };

/** A link that marks itself active (class and aria-current="page") when it matches the route. */
export function NavLink({ href, activePath, exact = true, strict = false, activeClassName = 'active', className, ...props }: NavLinkProps) {
  const pathname = usePathname() ?? '/';
  const match = matchPath(pathname, activePath ?? href, { exact, strict });
  const isActive = match !== null;
  return (
    <Link
      href={href}
      aria-current={isActive ? 'page' : undefined}
      className={[className, isActive ? activeClassName : undefined].filter(Boolean).join(' ') || undefined}
      data-active={isActive || undefined}
      {...props}
    />
  );
}
