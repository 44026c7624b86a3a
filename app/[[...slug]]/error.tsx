'use client';

import { PageError } from '@/components/errors/PageError';
import { RouteReady } from '@/components/progress/RouteReady';

export default function ErrorBoundary({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="mx-auto w-full max-w-content px-4 py-8 desktop:px-8">
      <PageError error={error} reset={reset} />
      <RouteReady />
    </div>
  );
}
