// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveProblem } from '@/lib/content/live-check';

// Test files share a module cache (vitest.config.ts): the mock below must reach modules an earlier file
// cached, and no module bound to it may outlive this file.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

const refresh = vi.fn();
const openRoute = { current: '/alpha' };
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }), usePathname: () => openRoute.current }));

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

const unknownField: LiveProblem = {
  kind: 'error',
  file: 'content/alpha/README.md',
  field: 'sidebar_lable',
  message: 'unknown frontmatter field "sidebar_lable". Did you mean "sidebar_label"?',
  rule: 'known-fields',
};

/** A window as wide as a phone's, or a desktop's. */
const onScreen = (phone: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query.includes('max-width'), media: query }));

async function panelModule(nodeEnv: string, { phone = false } = {}) {
  vi.resetModules();
  onScreen(phone);
  vi.stubEnv('NODE_ENV', nodeEnv);
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
    expect(FakeEventSource.last!.url).toMatch(/^\/_content-events\?since=\d+$/);
    expect(screen.queryByRole('region')).toBeNull();

    FakeEventSource.last!.emit('problems', [brokenLink]);
    const panel = screen.getByRole('region', { name: 'Content check' });
    expect(screen.getByRole('button', { name: 'Content check: 1 error, 0 warnings' }).getAttribute('aria-expanded')).toBe('true');
    expect(panel.textContent).toContain('content/glossa/api.md:17:5');
    expect(panel.textContent).toContain('no page exists at /glossa/nope');
    expect(panel.textContent).toContain('(link-routes)');

    FakeEventSource.last!.emit('problems', []);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('puts the open page\'s problems first and says the page shows as it last passed', async () => {
    const { ContentProblemsPanel } = await panelModule('development');
    render(<ContentProblemsPanel />);
    FakeEventSource.last!.emit('problems', [brokenLink, { ...unknownField, pageKept: true }]);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('content/alpha/README.md [sidebar_lable]');
    expect(screen.getByRole('region', { name: 'Content check' }).textContent).toContain(
      'This page has 1 error: as saved it cannot be published, so it shows as it last passed the check until it is fixed.',
    );
  });

  it('says a page shown as saved, with errors in what it links to, is refused by the build', async () => {
    const { ContentProblemsPanel } = await panelModule('development');
    render(<ContentProblemsPanel />);
    FakeEventSource.last!.emit('problems', [{ ...brokenLink, file: 'content/alpha/README.md' }]);
    const panel = screen.getByRole('region', { name: 'Content check' });
    expect(panel.textContent).toContain('This page has 1 error: the build refuses it until it is fixed.');
    expect(panel.textContent).not.toContain('last passed');
  });

  it('folds to its heading, and starts folded on a phone, where it would cover the text', async () => {
    const { ContentProblemsPanel } = await panelModule('development', { phone: true });
    render(<ContentProblemsPanel />);
    FakeEventSource.last!.emit('problems', [brokenLink]);
    const toggle = screen.getByRole('button', { name: 'Content check: 1 error, 0 warnings' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listitem')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listitem').textContent).toContain('content/glossa/api.md:17:5');
    fireEvent.click(toggle);
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('refreshes the page, body and sidebar included, when contentlayer2 has the saved file', async () => {
    const { ContentProblemsPanel } = await panelModule('development');
    const fetched = vi.fn(async () => new Response('[]\n<p>The page as saved.</p>'));
    vi.stubGlobal('fetch', fetched);
    const { loadPageContent } = await import('@/components/doc/page-content');
    render(<ContentProblemsPanel />);
    await loadPageContent('/alpha');
    await loadPageContent('/alpha');
    expect(fetched).toHaveBeenCalledTimes(1);

    FakeEventSource.last!.emit('refresh', null);
    expect(refresh).toHaveBeenCalledTimes(1);
    // The body and sidebar the page shows are fetched again, as the save left them.
    expect((await loadPageContent('/alpha')).body).toBe('<p>The page as saved.</p>');
    expect(fetched).toHaveBeenCalledTimes(2);
  });

  it('is nothing at all in a production build', async () => {
    const { ContentProblemsPanel } = await panelModule('production');
    const { container } = render(<ContentProblemsPanel />);
    expect(container.innerHTML).toBe('');
    expect(FakeEventSource.last).toBeNull();
  });
});
