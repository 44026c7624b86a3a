import { getSidebarTreeFile } from '@/lib/content/docs';

// One static file in the export: the whole sidebar, named by its content hash.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ file: getSidebarTreeFile().name }];
}

export function GET() {
  return new Response(getSidebarTreeFile().body, { headers: { 'Content-Type': 'application/json' } });
}
