import type { Code, Parent, Root, RootContent } from 'mdast';
import { visit } from '../../markdown/visit';
import { codeMetaAttribute, hasUnquotedTabLabel, tabRuns } from '../../markdown/code-meta';
import { at, bodyRule, type Finding } from './rule';

const isCode = (node: RootContent | undefined): node is Code => node?.type === 'code';
const tabOf = (node: RootContent) => (isCode(node) && codeMetaAttribute(node.meta, 'tab') !== null ? node : null);

/** What is wrong with one run of consecutive labelled fences, the way the renderer will group them. */
function groupFindings(group: Code[], before: RootContent | undefined, after: RootContent | undefined): Finding[] {
  const findings: Finding[] = [];
  const [first] = group;
  if (group.length === 1) {
    const label = codeMetaAttribute(first!.meta, 'tab');
    findings.push(
      at(
        first!,
        isCode(before) || isCode(after)
          ? `tab "${label}" is the only fence of its group with a tab label: give every fence of the group its own tab="…".`
          : `tab label "${label}" on a lone fence: a tab group is two or more consecutive fences, each with tab="…"; add the other tabs right after it or remove the label.`,
      ),
    );
  }
  const seen = new Map<string, number>();
  for (const fence of group) {
    const label = codeMetaAttribute(fence.meta, 'tab')!;
    if (label.trim() === '') findings.push(at(fence, 'empty tab label: write the name of the tab, such as tab="Maven".'));
    const firstLine = seen.get(label);
    if (firstLine !== undefined) findings.push(at(fence, `tab label "${label}" twice in one group (also on line ${firstLine}): each tab of a group needs its own label.`));
    else seen.set(label, fence.position?.start.line ?? 1);
  }
  return findings;
}

export const codeTabs = bodyRule({
  id: 'code-tabs',
  severity: 'error',
  beforeRender: false,
  summary: 'Consecutive fences labelled `tab="…"` form one tab group: a group has at least two tabs, each with its own label in double quotes.',
  check: ({ tree }: { tree: Root }) => {
    const findings: Finding[] = [];
    visit(tree, (node) => {
      if (isCode(node as RootContent) && hasUnquotedTabLabel((node as Code).meta)) {
        findings.push(at(node as Code, 'tab label without double quotes: write it as tab="Label".'));
      }
      if (!('children' in node)) return;
      const children = (node as Parent).children as RootContent[];
      for (const { start, end, tabs } of tabRuns(children, tabOf)) {
        findings.push(...groupFindings(tabs, children[start - 1], children[end + 1]));
      }
    });
    return findings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  },
});
