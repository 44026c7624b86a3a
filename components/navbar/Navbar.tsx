'use client';

import { useRef, useState } from 'react';
import { ColorModeToggle } from '@/components/color-mode/ColorModeToggle';
import { Link } from '@/components/navigation/Link';
import { SearchButton } from '@/components/search/SearchButton';
import { MobileDrawer } from '@/components/sidebar/MobileDrawer';
import type { LibraryWithVersions } from '@/lib/browser/search-versions';
import type { EncodedPageSidebar } from '@/lib/navigation/sidebar-tree-file';
import { siteConfig } from '@/lib/site-config';
import { useHideOnScroll } from './use-hide-on-scroll';

const { externalLink } = siteConfig.navbar;

interface NavbarProps {
  libraries: readonly LibraryWithVersions[];
  /** What the drawer shows on a page without a sidebar of its own (the not-found page). */
  topLevelSidebar: EncodedPageSidebar;
}

export function Navbar({ libraries, topLevelSidebar }: NavbarProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const hidden = useHideOnScroll(navRef, drawerOpen);

  return (
    <header
      className={hidden ? 'navbar -translate-y-full' : 'navbar'}
      data-hidden={hidden || undefined}
    >
      <nav
        ref={navRef}
        aria-label="Main"
        className="navbar-bar"
      >
        <MobileDrawer fallback={topLevelSidebar} open={drawerOpen} onOpenChange={setDrawerOpen} />
        <Link href="/" className="navbar-brand">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0 text-accent" fill="currentColor">
            <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />
          </svg>
          <span className="truncate max-[379px]:sr-only">{siteConfig.title}</span>
        </Link>
        <SearchButton libraries={libraries} />
        <a
          href={externalLink.href}
          target="_blank"
          rel="noopener noreferrer"
          className="navbar-link"
        >
          {/* Phones show the GitLab mark instead of the word, which stays the link's name. */}
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 sm:hidden" fill="currentColor">
            <path d="M12 21.5 2.3 13.6 4.6 3l3.1 7.2h8.6L19.4 3l2.3 10.6Z" />
          </svg>
          <span className="max-sm:sr-only">{externalLink.label}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="icon size-3.5 max-sm:hidden">
            <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
          </svg>
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <ColorModeToggle />
      </nav>
    </header>
  );
}
