'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { LiveProblem } from '@/lib/content/live-check';

// A long list belongs in the terminal; the panel shows enough to find the first problems.
const SHOWN = 8;

const where = ({ file, line, column }: LiveProblem) => `${file}${line === undefined ? '' : `:${line}${column === undefined ? '' : `:${column}`}`}`;

/**
 * `npm run dev` only: the live content check's problems over the page, updated on every save,
 * and a refresh of the page once contentlayer2 has the saved file's new document.
 */
function LiveContentProblems() {
  const router = useRouter();
  const [problems, setProblems] = useState<LiveProblem[]>([]);
  useEffect(() => {
    const port = process.env.NEXT_PUBLIC_CONTENT_EVENTS_PORT;
    if (!port) return;
    const events = new EventSource(`${location.protocol}//${location.hostname}:${port}/events`);
    events.addEventListener('problems', (event) => setProblems(JSON.parse(event.data) as LiveProblem[]));
    events.addEventListener('refresh', () => router.refresh());
    return () => events.close();
  }, [router]);

  if (problems.length === 0) return null;
  const errors = problems.filter((problem) => problem.kind === 'error').length;
  return (
    <section
      aria-labelledby="content-problems-title"
      className="fixed inset-x-4 bottom-4 z-50 max-desktop:bottom-20 max-h-[45vh] overflow-y-auto rounded-card border-2 border-warning-border bg-warning-bg p-4 text-small text-fg shadow-lg desktop:left-auto desktop:w-[40rem]"
    >
      <h2 id="content-problems-title" className="font-bold text-warning-title">
        Content check: {errors} error(s), {problems.length - errors} warning(s)
      </h2>
      <ul className="mt-2 space-y-2">
        {problems.slice(0, SHOWN).map((problem) => (
          <li key={`${where(problem)} ${problem.rule} ${problem.message}`}>
            <span className="font-semibold">{problem.kind}</span> <code className="font-mono">{where(problem)}</code>
            {problem.field ? ` [${problem.field}]` : ''}: {problem.message}
            {problem.rule ? <span className="text-muted"> ({problem.rule})</span> : null}
          </li>
        ))}
      </ul>
      {problems.length > SHOWN && <p className="mt-2 text-muted">And {problems.length - SHOWN} more in the terminal.</p>}
    </section>
  );
}

// In a production build this is an empty component: the live check does not exist there.
export const ContentProblemsPanel = process.env.NODE_ENV === 'development' ? LiveContentProblems : () => null;
