'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { PREFERS_DARK_QUERY, parseColorMode } from '@/lib/browser/color-mode';
import { onMediaChange, readStored, writeStored } from '@/lib/browser/guarded-apis';
import { type ColorMode, siteConfig } from '@/lib/site-config';

const CHANGE_EVENT = 'colormodechange';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  const stopFollowingSystem = onMediaChange(PREFERS_DARK_QUERY, (prefersDark) => {
    if (!siteConfig.colorMode.respectPrefersColorScheme) return;
    if (parseColorMode(readStored(siteConfig.storageKeys.colorMode)) === null) applyColorMode(prefersDark ? 'dark' : 'light', false);
  });
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    stopFollowingSystem();
  };
}

const currentMode = (): ColorMode =>
  parseColorMode(document.documentElement.dataset.theme) ?? siteConfig.colorMode.defaultMode;

function applyColorMode(mode: ColorMode, persist: boolean) {
  document.documentElement.dataset.theme = mode;
  if (persist) writeStored(siteConfig.storageKeys.colorMode, mode);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The colour mode the boot script applied, and a setter that stores the reader's choice. */
export function useColorMode() {
  const mode = useSyncExternalStore(subscribe, currentMode, () => siteConfig.colorMode.defaultMode);
  const setMode = useCallback((next: ColorMode) => applyColorMode(next, true), []);
  return { mode, setMode };
}
