/**
 * The browser APIs a page can lose: `localStorage` is missing, null or throws on access in privacy
 * modes, sandboxed frames and with a full quota; `matchMedia` is missing in some embedded browsers
 * and can be replaced by a script that throws; `navigator.connection` exists in Chromium only.
 * Every use goes through here, so a missing one costs the feature (a remembered choice, following
 * the system's colour scheme) and never the page. `readStored` and `mediaMatches` are
 * self-contained: the boot script inlines their source.
 */
import type { ConnectionInfo } from './prefetch';

/** The stored value, or null where storage is unavailable. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores the value where storage is available; elsewhere it lasts for this page only. */
export function writeStored(key: string, value: string) {
  try {
    window.localStorage?.setItem(key, value);
  } catch {
    // Nowhere to keep it.
  }
}

/** Whether the media query matches; false where it cannot be asked. */
export function mediaMatches(query: string): boolean {
  try {
    return Boolean(window.matchMedia?.(query).matches);
  } catch {
    return false;
  }
}

/** Calls `onChange` with the query's new result whenever it changes (never where it cannot be asked); returns the unsubscribe. */
export function onMediaChange(query: string, onChange: (matches: boolean) => void): () => void {
  try {
    const media = window.matchMedia(query);
    const listener = () => onChange(media.matches);
    media.addEventListener('change', listener);
    return () => media.removeEventListener('change', listener);
  } catch {
    return () => {};
  }
}

/** The reader's connection, where the browser tells it. */
export function connectionInfo(): ConnectionInfo | undefined {
  try {
    return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  } catch {
    return undefined;
  }
}
