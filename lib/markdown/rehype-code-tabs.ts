import type { Element, ElementContent, Root, RootContent } from 'hast';
import { SKIP, visit } from './visit';
import { codeElementMeta, codeMetaAttribute, preCode, tabRuns } from './code-meta';
import { h, text } from './hast-elements';

/** A fenced block written as one tab: its `<pre>` and the label from `tab="…"`. */
interface Tab {
  pre: Element;
  label: string;
}

function tabOf(node: RootContent | ElementContent): Tab | null {
  if (node.type !== 'element' || node.tagName !== 'pre') return null;
  const code = preCode(node);
  const label = code ? codeMetaAttribute(codeElementMeta(code), 'tab') : null;
  return label !== null ? { pre: node, label } : null;
}

const isBlank = (node: RootContent | ElementContent) => node.type === 'text' && node.value.trim() === '';


/**
 * The tab group for one run of fences. The static HTML already is the first tab selected; the
 * boot script switches to a remembered tab before first paint, and the page's listener switches
 * on click and key (lib/browser/code-tabs.ts). Without JavaScript the tab list is hidden (it could
 * not switch) and every panel shows, each under its label as a caption, so nothing is unreadable.
 * Labels are `data-pagefind-ignore`: search indexes each panel's code once, not the labels again.
 */
function tabGroup(tabs: Tab[], groupId: string): Element {
  const tabId = (index: number) => `${groupId}-tab-${index + 1}`;
  const panelId = (index: number) => `${groupId}-panel-${index + 1}`;
  const tabButton = ({ label }: Tab, index: number) =>
    h(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: tabId(index),
        ariaControls: [panelId(index)],
        ariaSelected: index === 0 ? 'true' : 'false',
        // Roving tab stop: Tab enters the list at the selected tab, arrow keys move inside it.
        tabIndex: index === 0 ? 0 : -1,
        dataTabLabel: label,
        className: ['code-tab'],
      },
      [text(label)],
    );
  const tabList = h('div', { role: 'tablist', className: ['code-tabs-list', 'js-only'], dataPagefindIgnore: '' }, tabs.map(tabButton));
  const panels = tabs.map(({ pre, label }, index) =>
    h(
      'div',
      {
        role: 'tabpanel',
        id: panelId(index),
        ariaLabelledBy: [tabId(index)],
        dataTabLabel: label,
        dataSelected: index === 0 ? '' : undefined,
        className: ['code-tab-panel'],
      },
      [h('p', { className: ['code-tab-caption'], dataPagefindIgnore: '' }, [text(label)]), pre],
    ),
  );
  return h('div', { className: ['code-tabs'], dataCodeTabs: '' }, [tabList, ...panels]);
}

/**
 * Groups consecutive fences that carry `tab="…"` in their meta into one tab group. It works on the
 * HTML tree, after every remark transform, so fences that a markdown extension generated (such as
 * a dependency block expanded into one fence per build tool) are grouped the same as written ones;
 * it runs before rehype-code-blocks, which then frames each panel's `<pre>` with its Copy button.
 * The markdown itself stays a list of plain fences, readable anywhere. Malformed groups (one tab,
 * a label twice) are the `code-tabs` writer rule's to refuse; here any run becomes a group.
 */
export function rehypeCodeTabs() {
  return (tree: Root) => {
    let groups = 0;
    visit(tree, (node) => {
      // A group's panels each hold one labelled fence again: they are not runs to group.
      if (node.type === 'element' && 'dataCodeTabs' in node.properties) return SKIP;
      if (!('children' in node)) return undefined;
      const parent = node as Root | Element;
      const children: (RootContent | ElementContent)[] = parent.children;
      const runs = tabRuns(children, tabOf, isBlank).map((run) => ({ ...run, group: tabGroup(run.tabs, `code-tabs-${(groups += 1)}`) }));
      // From the last run back, so the indexes of earlier runs stay valid while splicing.
      for (const run of runs.reverse()) parent.children.splice(run.start, run.end - run.start + 1, run.group);
      return undefined;
    });
  };
}
