'use client';

import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: a screen reader announces a status region on
 * every change, and the result count changes with each letter the reader types.
 */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
