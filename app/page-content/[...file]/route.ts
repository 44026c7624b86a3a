import { getAllDocs, getDocByPath, getPageSidebar } from '@/lib/content/docs';
import { writePageContentFile } from '@/lib/navigation/page-content-file';
import { pageContentRoute } from '@/lib/navigation/routes';

// Static files in the export: each page's article body and part of the sidebar, which a client
// navigation fetches (components/doc/page-content.ts) instead of carrying them in the page's payload.
export const dynamic = 'force-static';
export const dynamicParams = false;

const fileOf = (route: string) => pageContentRoute(route).split('/').slice(2).join('/');

let routes: Map<string, string> | undefined;
const routeOf = (file: string[]) => (routes ??= new Map(getAllDocs().map((doc) => [fileOf(doc.path), doc.path]))).get(file.join('/'))!;

export function generateStaticParams() {
  return getAllDocs().map((doc) => ({ file: fileOf(doc.path).split('/') }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  const route = routeOf((await params).file);
  const body = writePageContentFile({ sidebar: getPageSidebar(route).items, body: getDocByPath(route)!.html });
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
