// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveProblem } from '@/lib/content/live-check';

// Test files share a module cache (vitest.config.ts): the mock below must reach modules an earlier file
// cached, and no module bound to it may outlive this file.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

/** Stands in for the dev server's event stream (scripts/dev-content-events.ts). */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, (event: { data: string }) => void>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (event: { data: string }) => void) {
    this.listeners.set(name, listener);
  }
  close() {}
  emit(name: string, data: unknown) {
    act(() => this.listeners.get(name)!({ data: JSON.stringify(data) }));
  }
}

const brokenLink: LiveProblem = {
  kind: 'error',
  file: 'content/glossa/api.md',
  line: 17,
  column: 5,
  message: 'broken link "/glossa/nope": no page exists at /glossa/nope.',
  rule: 'link-routes',
};

async function panelModule(nodeEnv: string) {
  vi.resetModules();
  vi.stubEnv('NODE_ENV', nodeEnv);
  vi.stubEnv('NEXT_PUBLIC_CONTENT_EVENTS_PORT', '3001');
  vi.stubGlobal('EventSource', FakeEventSource);
  return import('@/components/dev/ContentProblemsPanel');
}

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  FakeEventSource.last = null;
});

describe('the content problems panel of npm run dev', () => {
  it('shows each problem with file:line:column and its rule, and goes away when the file is fixed', async () => {
    const { ContentProblemsPanel } = await panelModule('development');
    render(<ContentProblemsPanel />);
    expect(FakeEventSource.last!.url).toMatch(/:3001\/events$/);
    expect(screen.queryByRole('region')).toBeNull();

    FakeEventSource.last!.emit('problems', [brokenLink]);
    const panel = screen.getByRole('region', { name: 'Content check: 1 error(s), 0 warning(s)' });
    expect(panel.textContent).toContain('content/glossa/api.md:17:5');
    expect(panel.textContent).toContain('no page exists at /glossa/nope');
    expect(panel.textContent).toContain('(link-routes)');

    FakeEventSource.last!.emit('problems', []);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('refreshes the page when contentlayer2 has the saved file', async () => {
    const { ContentProblemsPanel } = await panelModule('development');
    render(<ContentProblemsPanel />);
    FakeEventSource.last!.emit('refresh', null);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('is nothing at all in a production build', async () => {
    const { ContentProblemsPanel } = await panelModule('production');
    const { container } = render(<ContentProblemsPanel />);
    expect(container.innerHTML).toBe('');
    expect(FakeEventSource.last).toBeNull();
  });
});
