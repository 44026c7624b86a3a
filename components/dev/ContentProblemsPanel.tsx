'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { forgetPageContents } from '@/components/doc/page-content';
import { keepReadingPosition, readingPosition } from './reading-position';
import { mediaMatches } from '@/lib/browser/guarded-apis';
import type { LiveProblem } from '@/lib/content/live-check';
import { RESERVED_ROUTES } from '@/lib/navigation/reserved-routes';
import { sitePath, sourcePathToRoute } from '@/lib/navigation/routes';
import { mediaWidth, siteConfig } from '@/lib/site-config';

// A long list belongs in the terminal; the panel shows enough to find the first problems.
const SHOWN = 8;
const phoneQuery = `(max-width: ${mediaWidth(siteConfig.layout.desktopBreakpointPx)})`;

const where = ({ file, line, column }: LiveProblem) => `${file}${line === undefined ? '' : `:${line}${column === undefined ? '' : `:${column}`}`}`;
/** Problems name files as `content/<file>`, whatever folder the check reads (fileInContent, which runs in Node only). */
const routeOf = (problem: LiveProblem) => sourcePathToRoute(problem.file.replace(/^content\//, ''));
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * `npm run dev` only: the live content check's problems over the page, updated on every save,
 * the open page's own first, and a refresh of the page once contentlayer2 has the saved file's new
 * document. A page whose frontmatter or markdown cannot be published as saved keeps its last good
 * version (lib/content/checked-content.ts), so the writer fixing it still reads it under the panel,
 * and the panel says so; one that has never passed has no page yet, and its route's not-found page
 * lists its errors here. Errors in what a page links to leave the saved text shown. The panel
 * folds to one line, as it starts on a phone, where open it would cover the text.
 */
function LiveContentProblems() {
  const router = useRouter();
  const route = usePathname();
  const listId = useId();
  const [problems, setProblems] = useState<LiveProblem[]>([]);
  const [unfolded, setUnfolded] = useState<boolean | null>(null);
  useEffect(() => {
    // Since when this page has been loaded: documents written after that, before the channel
    // opened (a save while the page hydrated), are asked for at once.
    const events = new EventSource(`${sitePath(RESERVED_ROUTES.contentEvents)}?since=${Math.floor(performance.timeOrigin)}`);
    events.addEventListener('problems', (event) => setProblems(JSON.parse(event.data) as LiveProblem[]));
    events.addEventListener('refresh', () => {
      const reading = readingPosition();
      // The body and sidebar come from the page's content file, not the payload the refresh brings.
      forgetPageContents();
      router.refresh();
      if (reading) keepReadingPosition(reading);
    });
    return () => events.close();
  }, [router]);

  if (problems.length === 0) return null;
  const errors = problems.filter((problem) => problem.kind === 'error').length;
  const here = problems.filter((problem) => routeOf(problem) === route);
  const errorsHere = here.filter((problem) => problem.kind === 'error').length;
  const keptHere = here.some((problem) => problem.pageKept);
  const shown = [...here, ...problems.filter((problem) => routeOf(problem) !== route)].slice(0, SHOWN);
  // Decided once problems first show, which is after hydration, so the server's HTML never differs.
  const open = unfolded ?? !mediaMatches(phoneQuery);
  return (
    <section
      aria-label="Content check"
      className={`fixed bottom-4 right-4 z-50 max-desktop:bottom-20 rounded-card border-2 border-warning-border bg-warning-bg text-small text-fg shadow-lg ${open ? 'left-4 max-h-[45vh] overflow-y-auto desktop:left-auto desktop:w-[40rem]' : 'max-w-[calc(100%-2rem)]'}`}
    >
      <h2 className="font-bold text-warning-title">
        <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => setUnfolded(!open)} className="flex w-full items-center gap-2 px-4 py-2 text-left">
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          Content check: {plural(errors, 'error')}, {plural(problems.length - errors, 'warning')}
        </button>
      </h2>
      <div id={listId} hidden={!open} className="px-4 pb-4">
        {errorsHere > 0 && (
          <p className="font-semibold">
            This page has {plural(errorsHere, 'error')}:{' '}
            {keptHere ? 'as saved it cannot be published, so it shows as it last passed the check' : 'the build refuses it'} until {errorsHere === 1 ? 'it is' : 'they are'} fixed.
          </p>
        )}
        <ul className="mt-2 space-y-2">
          {shown.map((problem) => (
            <li key={`${where(problem)} ${problem.rule} ${problem.message}`}>
              <span className="font-semibold">{problem.kind}</span> <code className="font-mono">{where(problem)}</code>
              {problem.field ? ` [${problem.field}]` : ''}: {problem.message}
              {problem.rule ? <span className="text-muted"> ({problem.rule})</span> : null}
            </li>
          ))}
        </ul>
        {problems.length > SHOWN && <p className="mt-2 text-muted">And {problems.length - SHOWN} more in the terminal.</p>}
      </div>
    </section>
  );
}

// In a production build this is an empty component: the live check does not exist there.
export const ContentProblemsPanel = process.env.NODE_ENV === 'development' ? LiveContentProblems : () => null;
