import type { ReactNode } from 'react';
import { LAYOUT_IDS } from '@/lib/navigation/layout-ids';
import { getLibraries } from '@/lib/content/docs';
import { siteConfig } from '@/lib/site-config';
import { DependencyDiagram } from './DependencyDiagram';
import { PageCards } from '@/components/navigation/PageCards';

/**
 * The landing page's top: title, tagline, the page's `actions`, the collapsed table of contents
 * (`toc`, near the top as on every other page), the six libraries and how they depend on each other.
 */
export function LandingHero({ title, actions, toc }: { title: string; actions: ReactNode; toc: ReactNode }) {
  const libraries = getLibraries();
  return (
    <div className="mb-10 max-w-content">
      <h1 className="text-h1 text-fg">{title}</h1>
      <p className="mb-4 mt-2 text-xl text-muted">{siteConfig.tagline}</p>
      {actions}
      {toc}
      <h2 id={LAYOUT_IDS.libraries} className="sr-only">
        Libraries
      </h2>
      <div data-pagefind-ignore className="mt-8">
        <PageCards pages={libraries} />
        <DependencyDiagram libraries={libraries} />
      </div>
    </div>
  );
}
