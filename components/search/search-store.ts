'use client';

/** Opens the search dialog from anywhere (navbar button, shortcuts, the not-found page). */
type Listener = (query: string) => void;

const listeners = new Set<Listener>();

export function openSearch(query = '') {
  listeners.forEach((listener) => listener(query));
}

export function onOpenSearch(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
