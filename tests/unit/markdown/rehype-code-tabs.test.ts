import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/markdown/render';
import { parseHtml } from '@/tests/unit/helpers/html';

const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\``;
const render = (...blocks: string[]) => parseHtml(renderMarkdown(blocks.join('\n\n'), 'guide.md').html);

describe('rehype-code-tabs', () => {
  const page = render(
    '## Install',
    fence('kotlin tab="Gradle (Kotlin)" title="build.gradle.kts"', 'implementation("a:b:1")'),
    fence('text tab="Maven"', 'a:b:1'),
    'Between the groups.',
    fence('kotlin tab="Kotlin"', 'val a = 1'),
    fence('java tab="Java"', 'int a = 1;'),
    fence('kotlin', 'val plain = 1'),
  );
  const groups = [...page.querySelectorAll('[data-code-tabs]')];
  const [first] = groups;

  it('groups each run of consecutive labelled fences, and only those', () => {
    expect(groups).toHaveLength(2);
    expect(groups.map((group) => [...group.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent))).toEqual([
      ['Gradle (Kotlin)', 'Maven'],
      ['Kotlin', 'Java'],
    ]);
    // The unlabelled fence after the second group stays a plain code block.
    expect(page.querySelectorAll(':scope > .code-block')).toHaveLength(1);
  });

  it('links each tab and its panel both ways, with ids unique on the page', () => {
    const tabs = [...first!.querySelectorAll('[role="tab"]')];
    const panels = [...first!.querySelectorAll('[role="tabpanel"]')];
    expect(panels).toHaveLength(2);
    tabs.forEach((tab, index) => {
      expect(tab.getAttribute('aria-controls')).toBe(panels[index]!.id);
      expect(panels[index]!.getAttribute('aria-labelledby')).toBe(tab.id);
    });
    const ids = [...page.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('selects the first tab in the static HTML, with the only tab stop', () => {
    const tabs = [...first!.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => [tab.getAttribute('aria-selected'), tab.getAttribute('tabindex')])).toEqual([
      ['true', '0'],
      ['false', '-1'],
    ]);
    expect([...first!.querySelectorAll('[role="tabpanel"]')].map((panel) => panel.hasAttribute('data-selected'))).toEqual([true, false]);
  });

  it('gives each panel its own framed code with a Copy button and the fence title', () => {
    const panel = first!.querySelector('[role="tabpanel"]')!;
    expect(panel.querySelector('.code-block-title')?.textContent).toBe('build.gradle.kts');
    expect(panel.querySelector('button[data-copy-code]')).not.toBeNull();
    expect(panel.querySelector('code')?.textContent).toBe('implementation("a:b:1")\n');
  });

  it('keeps the tab list out of the search index and hidden without JavaScript, and captions each panel for that case', () => {
    const list = first!.querySelector('[role="tablist"]')!;
    expect(list.hasAttribute('data-pagefind-ignore')).toBe(true);
    expect(list.classList.contains('js-only')).toBe(true);
    const captions = [...first!.querySelectorAll('.code-tab-caption')];
    expect(captions.map((caption) => caption.textContent)).toEqual(['Gradle (Kotlin)', 'Maven']);
    expect(captions.every((caption) => caption.hasAttribute('data-pagefind-ignore'))).toBe(true);
  });
});
