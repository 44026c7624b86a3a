// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { DocEnhancements } from '@/components/doc/DocEnhancements';
import { renderMarkdown } from '@/lib/markdown/render';

// Test files share a module cache (vitest.config.ts): the mock below must reach modules an earlier file
// cached, and no module bound to it may outlive this file.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

vi.mock('next/navigation', () => ({ usePathname: () => '/guide' }));

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const code = ['class Lanterns {', '    val name = "lanterns"', '    val radius = settings.lightRadius', '    val radius = 8', '}'].join('\n');

/** The page's code block as the build renders it, and what the Copy button puts on the clipboard. */
async function copiedText(info: string, body = code) {
  const writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(<DocEnhancements />);
  document.body.insertAdjacentHTML('beforeend', `<main>${renderMarkdown(`\`\`\`${info}\n${body}\n\`\`\``, 'guide.md').html}</main>`);
  fireEvent.click(screen.getByRole('button', { name: 'Copy code to clipboard' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
  return (writeText.mock.calls[0] as unknown as [string])[0];
}

describe('the Copy button of a code block', () => {
  it('copies the code without line numbers or inserted/removed signs', async () => {
    const copied = await copiedText('kotlin showLineNumbers=10 {2} ins={3} del={4}');
    // The numbers and signs are in the HTML, for the stylesheet to draw, but not in the code's text.
    expect(document.querySelector('.code-line[data-line="12"][data-line-marker="+"]')).not.toBeNull();
    expect(copied).toBe(`${code}\n`);
  });

  it('copies a diff as written, its own + and - included', async () => {
    const diff = ' val name = "lanterns"\n-val radius = 8\n+val radius = settings.lightRadius';
    expect(await copiedText('diff-kotlin showLineNumbers', diff)).toBe(`${diff}\n`);
  });
});
