import { LandingHero } from '@/components/landing/LandingHero';
import { RouteReady } from '@/components/progress/RouteReady';
import { MobileTableOfContents, TableOfContents } from '@/components/toc/TableOfContents';
import { type DocPage, getBreadcrumbs, getDocByPath, getPagination } from '@/lib/docs';
import { siteConfig } from '@/lib/site-config';
import { hasToc } from '@/lib/toc';
import { Breadcrumbs } from './Breadcrumbs';
import { DocEnhancements } from './DocEnhancements';
import { Pagination } from './Pagination';

const libraryTitle = (section: string) => getDocByPath(`/${section}`)?.title ?? section;

export function DocPageView({ doc }: { doc: DocPage }) {
  const isMainDoc = doc.id === siteConfig.docs.version.mainDoc;
  const showToc = hasToc(doc.headings);
  return (
    <div className="flex w-full gap-8 px-4 py-6 desktop:px-8 desktop:py-8">
      <article
        className="min-w-0 flex-1"
        data-pagefind-body
        data-pagefind-meta={doc.section ? `library:${libraryTitle(doc.section)}` : undefined}
      >
        {!isMainDoc && <Breadcrumbs trail={getBreadcrumbs(doc.path)} current={doc.sidebarLabel ?? doc.title} />}
        {isMainDoc ? <LandingHero title={doc.title} /> : <h1 className="mb-6 text-h1 text-fg">{doc.title}</h1>}
        {showToc && <MobileTableOfContents headings={doc.headings} />}
        <div className="prose max-w-content" dangerouslySetInnerHTML={{ __html: doc.html }} />
        <Pagination {...getPagination(doc.path)} />
        <DocEnhancements />
        <RouteReady />
      </article>
      {showToc && <TableOfContents headings={doc.headings} />}
    </div>
  );
}
