import { getSidebarTreeFiles } from '@/lib/content/docs';

// Static files in the export: each docs version's whole sidebar, named by its content hash.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getSidebarTreeFiles().map(({ name }) => ({ file: name }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const tree = getSidebarTreeFiles().find(({ name }) => name === file)!;
  return new Response(tree.body, { headers: { 'Content-Type': 'application/json' } });
}
