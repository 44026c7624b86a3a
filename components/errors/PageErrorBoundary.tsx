'use client';

import { isLoadError } from '@/lib/browser/errors';
import { CrashPanel } from './CrashPanel';
import { LoadErrorPanel } from './LoadErrorPanel';

/** The error catalogue of the spec: a load failure gets "Retry", a crash gets "Try again". */
export function PageError({ error, reset }: { error: Error; reset: () => void }) {
  return isLoadError(error) ? <LoadErrorPanel error={error} /> : <CrashPanel error={error} onTryAgain={reset} />;
}
