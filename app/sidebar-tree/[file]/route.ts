import { sidebarTreeFile } from '@/lib/docs';

// One static file in the export: the whole sidebar, named by its content hash.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ file: sidebarTreeFile.name }];
}

export function GET() {
  return new Response(sidebarTreeFile.body, { headers: { 'Content-Type': 'application/json' } });
}
