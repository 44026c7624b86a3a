import { LandingHero } from '@/components/landing/LandingHero';
import { LAYOUT_IDS } from '@/lib/navigation/layout-ids';
import { DocsFrame } from '@/components/layout/DocsFrame';
import { PageCards } from '@/components/navigation/PageCards';
import { DocsSidebar } from '@/components/sidebar/DocsSidebar';
import { RouteReady } from '@/components/progress/RouteReady';
import { MobileTableOfContents, TableOfContents } from '@/components/toc/TableOfContents';
import { type DocPage, getBreadcrumbs, getChildPages, getLibraryLabel, getLibraryTitle, getPageBody, getPageSidebar, getPagination } from '@/lib/content/docs';
import { editUrl } from '@/lib/content/edit-url';
import { reportProblemUrl } from '@/lib/content/report-problem-url';
import { siteConfig } from '@/lib/site-config';
import { hasToc } from '@/lib/navigation/toc';
import { sitePath } from '@/lib/navigation/routes';
import { ArticleBody } from './ArticleBody';
import { handOverPageContent } from './page-content-handoff';
import { BackToTop } from './BackToTop';
import { Breadcrumbs } from './Breadcrumbs';
import { DocEnhancements } from './DocEnhancements';
import { PageMarkdownActions } from './PageMarkdownActions';
import { PageHistory } from './PageHistory';
import { Pagination } from './Pagination';
import { WrittenFor } from './WrittenFor';
import { VersionNotes } from '@/components/versions/VersionNotes';

/** A category's pages its own text does not link to: listed after it, so every page is reachable by plain links. */
function unlinkedChildPages(doc: DocPage, html: string): DocPage[] {
  if (!doc.isIndex || doc.id === siteConfig.docs.version.mainDoc) return [];
  const children = getChildPages(doc.path);
  return children.some((child) => !html.includes(`href="${sitePath(child.path)}"`)) ? children : [];
}

export function DocPageView({ doc }: { doc: DocPage }) {
  const isMainDoc = doc.id === siteConfig.docs.version.mainDoc;
  const { html, headings } = getPageBody(doc);
  const showToc = hasToc(headings);
  const childPages = unlinkedChildPages(doc, html);
  const mobileToc = showToc && <MobileTableOfContents headings={headings} />;
  const sidebar = getPageSidebar(doc.path);
  handOverPageContent(doc.path, { body: html, sidebar: sidebar.items });
  return (
    <DocsFrame sidebar={<DocsSidebar key={doc.path} route={doc.path} treeUrl={sidebar.treeUrl} />}>
      <div className={showToc ? 'doc-grid doc-grid-with-toc' : 'doc-grid'}>
        <article
          className="min-w-0"
          data-pagefind-body
          data-pagefind-meta={doc.section ? `library:${getLibraryTitle(doc.section)}` : undefined}
        >
          {!isMainDoc && <Breadcrumbs trail={getBreadcrumbs(doc.path)} current={doc.sidebarLabel ?? doc.title} />}
          {isMainDoc ? (
            <LandingHero title={doc.title} actions={<PageMarkdownActions route={doc.path} />} toc={mobileToc} />
          ) : (
            <>
              <h1 className="mb-4 text-h1 text-fg">{doc.title}</h1>
              <PageMarkdownActions route={doc.path} />
              {mobileToc}
            </>
          )}
          {doc.writtenFor && <WrittenFor value={doc.writtenFor} />}
          <VersionNotes path={doc.path} />
          <ArticleBody key={doc.path} route={doc.path} className="prose max-w-content" />
          {childPages.length > 0 && (
            <section aria-labelledby={LAYOUT_IDS.childPages} className="mt-10 max-w-content" data-pagefind-ignore>
              <h2 id={LAYOUT_IDS.childPages} className="mb-4 text-xl font-bold text-fg">
                Pages in this section
              </h2>
              <PageCards pages={childPages} />
            </section>
          )}
          <PageHistory
            editUrl={editUrl(doc.sourcePath)}
            reportUrl={reportProblemUrl({ title: doc.title, route: doc.path, docsVersion: getLibraryLabel(doc) ?? siteConfig.title })}
            lastChanged={doc.lastChanged}
          />
          <Pagination {...getPagination(doc.path)} />
          <BackToTop />
          <DocEnhancements />
          <RouteReady />
        </article>
        {showToc && <TableOfContents headings={headings} />}
      </div>
    </DocsFrame>
  );
}
