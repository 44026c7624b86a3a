'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { parseColorMode } from '@/lib/browser/color-mode';
import { type ColorMode, siteConfig } from '@/lib/site-config';

const CHANGE_EVENT = 'colormodechange';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const followSystem = () => {
    if (!siteConfig.colorMode.respectPrefersColorScheme) return;
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(siteConfig.storageKeys.colorMode);
    } catch {}
    if (parseColorMode(stored) === null) applyColorMode(media.matches ? 'dark' : 'light', false);
  };
  media.addEventListener('change', followSystem);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    media.removeEventListener('change', followSystem);
  };
}

const currentMode = (): ColorMode =>
  parseColorMode(document.documentElement.dataset.theme) ?? siteConfig.colorMode.defaultMode;

function applyColorMode(mode: ColorMode, persist: boolean) {
  document.documentElement.dataset.theme = mode;
  if (persist) {
    try {
      localStorage.setItem(siteConfig.storageKeys.colorMode, mode);
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for this page only.
    }
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The colour mode the boot script applied, and a setter that stores the reader's choice. */
export function useColorMode() {
  const mode = useSyncExternalStore(subscribe, currentMode, () => siteConfig.colorMode.defaultMode);
  const setMode = useCallback((next: ColorMode) => applyColorMode(next, true), []);
  return { mode, setMode };
}
