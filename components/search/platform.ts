'use client';

/** What the browser says it runs on, for labelling keys ⌘ or Ctrl (see lib/search). */
export const currentPlatform = () => navigator.platform || navigator.userAgent;
