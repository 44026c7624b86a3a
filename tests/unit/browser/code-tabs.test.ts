import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { codeTabForKey, rememberedTabLabels, restoreCodeTabs, selectCodeTab } from '@/lib/browser/code-tabs';
import { renderMarkdown } from '@/lib/markdown/render';

const fence = (label: string) => `\`\`\`text tab="${label}"\n${label} code\n\`\`\``;
const page = (...groups: string[][]) => {
  const document = new Window().document;
  document.body.innerHTML = renderMarkdown(groups.map((labels) => labels.map(fence).join('\n\n')).join('\n\nBetween.\n\n'), 'a.md').html;
  // happy-dom's own types differ from lib.dom's in details these functions never touch.
  return document as unknown as Document;
};
const selected = (group: Element) => group.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
const shownPanel = (group: Element) => [...group.querySelectorAll('[role="tabpanel"][data-selected]')].map((panel) => panel.getAttribute('data-tab-label'));

describe('rememberedTabLabels', () => {
  it('reads the stored JSON list of labels', () => {
    expect(rememberedTabLabels('["Maven","Kotlin"]')).toEqual(['Maven', 'Kotlin']);
  });

  it.each([null, '', 'Maven', '{"a":1}', '[1,2]', '["Maven",null]', '[', '"Maven"'])('ignores %j: nothing is remembered', (stored) => {
    expect(rememberedTabLabels(stored)).toEqual([]);
  });
});

describe('selectCodeTab', () => {
  it('selects the label in a group that has it: its tab, the tab stop and its panel alone', () => {
    const [group] = page(['Gradle', 'Maven']).querySelectorAll('[data-code-tabs]');
    expect(selectCodeTab(group!, 'Maven')).toBe(true);
    expect(selected(group!)).toBe('Maven');
    expect([...group!.querySelectorAll('[role="tab"]')].map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '0']);
    expect(shownPanel(group!)).toEqual(['Maven']);
  });

  it('leaves a group without the label as it was', () => {
    const [group] = page(['Kotlin', 'Java']).querySelectorAll('[data-code-tabs]');
    expect(selectCodeTab(group!, 'Maven')).toBe(false);
    expect(selected(group!)).toBe('Kotlin');
    expect(shownPanel(group!)).toEqual(['Kotlin']);
  });
});

describe('restoreCodeTabs', () => {
  it('shows in each group the most recently chosen label it has, and restores a group once', () => {
    const document = page(['Gradle', 'Maven'], ['Kotlin', 'Java'], ['Gradle', 'Maven', 'Ivy']);
    const groups = [...document.querySelectorAll('[data-code-tabs]')];
    let reads = 0;
    restoreCodeTabs(document, () => (reads++, ['Java', 'Maven', 'Gradle']), selectCodeTab);
    expect(groups.map(selected)).toEqual(['Maven', 'Java', 'Maven']);
    selectCodeTab(groups[0]!, 'Gradle');
    restoreCodeTabs(document, () => (reads++, ['Maven']), selectCodeTab);
    expect(selected(groups[0]!)).toBe('Gradle');
    expect(reads).toBe(1);
  });

  it('waits for a group the parser is still inside (fewer panels than tabs)', () => {
    const document = page(['Gradle', 'Maven']);
    const group = document.querySelector('[data-code-tabs]')!;
    const lastPanel = group.lastElementChild!;
    lastPanel.remove();
    restoreCodeTabs(document, () => ['Maven'], selectCodeTab);
    expect(group.hasAttribute('data-code-tabs-restored')).toBe(false);
    group.append(lastPanel);
    restoreCodeTabs(document, () => ['Maven'], selectCodeTab);
    expect(shownPanel(group)).toEqual(['Maven']);
  });
});

describe('codeTabForKey', () => {
  const tabs = [...page(['A', 'B', 'C']).querySelectorAll<HTMLElement>('[role="tab"]')];
  const label = (key: string, from: number) => codeTabForKey(tabs[from]!, key)?.textContent ?? null;

  it('moves with the arrow keys, wrapping around at both ends', () => {
    expect([label('ArrowRight', 0), label('ArrowRight', 2), label('ArrowLeft', 0), label('ArrowLeft', 1)]).toEqual(['B', 'A', 'C', 'A']);
  });

  it('goes to the first tab with Home and the last with End, and ignores other keys', () => {
    expect([label('Home', 2), label('End', 0), label('Enter', 1), label('ArrowDown', 1)]).toEqual(['A', 'C', null, null]);
  });
});
