import { Link } from '@/components/navigation/Link';
import { decodeSidebarTree, type EncodedSidebarItem } from '@/lib/navigation/sidebar-tree-file';
import { LAYOUT_IDS } from '@/lib/navigation/layout-ids';

/**
 * The not-found page's sidebar: the top level as plain links, rendered on the server, with none
 * of the interactive sidebar's code.
 */
export function TopLevelSidebar({ tree }: { tree: EncodedSidebarItem[] }) {
  const items = decodeSidebarTree(tree);
  return (
    <div id={LAYOUT_IDS.pageList} className="docs-sidebar">
      <nav aria-label="Docs sidebar">
        <ul className="space-y-0.5">
          {items.map((item) => (
            <li key={item.href}>
              <Link href={item.href} className="sidebar-link block">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
