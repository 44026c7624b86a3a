'use client';

import { useColorMode } from './use-color-mode';

const sunIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="icon size-5">
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);

const moonIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="icon size-5">
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
  </svg>
);

export function ColorModeToggle() {
  const { mode, setMode } = useColorMode();
  const label = `Switch between dark and light mode (currently ${mode} mode)`;
  return (
    <button
      type="button"
      onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}
      aria-label={label}
      title={label}
      className="js-only navbar-icon-button"
    >
      {mode === 'dark' ? moonIcon : sunIcon}
    </button>
  );
}
