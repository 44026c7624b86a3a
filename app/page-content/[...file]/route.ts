import { getAllDocs } from '@/lib/content/docs';
import { pageBodyRoute } from '@/lib/navigation/routes';

// Static files in the export: each page's article body, which a client navigation fetches
// (components/doc/ArticleBody.tsx) instead of carrying it in the page's payload.
export const dynamic = 'force-static';
export const dynamicParams = false;

const fileOf = (route: string) => pageBodyRoute(route).split('/').slice(2);

let bodies: Map<string, string> | undefined;
const bodyOf = (file: string[]) => (bodies ??= new Map(getAllDocs().map((doc) => [fileOf(doc.path).join('/'), doc.html]))).get(file.join('/'))!;

export function generateStaticParams() {
  return getAllDocs().map((doc) => ({ file: fileOf(doc.path) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  return new Response(bodyOf((await params).file), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
