import { PageCards } from '@/components/navigation/PageCards';
import { DocsFrame } from '@/components/layout/DocsFrame';
import { RouteReady } from '@/components/progress/RouteReady';
import { SearchSuggestion } from '@/components/search/SearchSuggestion';
import { TopLevelSidebar } from '@/components/sidebar/TopLevelSidebar';
import { getLibraries, getSidebarTreeUrls, getTopLevelSidebar } from '@/lib/content/docs';
import { ClosestRoute } from './ClosestRoute';

/**
 * The not-found page (404.html): the top level of the sidebar, the closest existing route, a search
 * for the address's words, and the libraries.
 */
export function NotFoundView() {
  return (
    <DocsFrame sidebar={<TopLevelSidebar tree={getTopLevelSidebar().tree} />}>
      <div className="mx-auto w-full max-w-content px-4 py-10 desktop:px-8">
        <h1 className="text-h1 text-fg">Page not found</h1>
        <p className="mt-4 text-body text-fg">
          There is no page at this address. The link may be out of date, or the address may have a typo. Pick a library
          below or in the sidebar, or search the docs.
        </p>
        <ClosestRoute treeUrls={getSidebarTreeUrls()} />
        <SearchSuggestion />
        <h2 className="mt-8 text-xl font-bold text-fg">Libraries</h2>
        <div className="mt-4">
          <PageCards pages={getLibraries()} />
        </div>
        <RouteReady />
      </div>
    </DocsFrame>
  );
}
