import { useSyncExternalStore } from 'react';
import type { SidebarItem } from '@/lib/navigation/sidebar';

interface PageSidebar {
  items: readonly SidebarItem[];
  /** The shared file holding the whole tree, for categories this page does not carry. */
  treeUrl: string;
}

// The page renders its own sidebar; the navbar's drawer shows the same one, published here.
let current: PageSidebar = { items: [], treeUrl: '' };
const listeners = new Set<() => void>();

export function publishPageSidebar(sidebar: PageSidebar) {
  current = sidebar;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePageSidebar(): PageSidebar {
  return useSyncExternalStore(subscribe, () => current, () => current);
}
