import type { Element } from 'hast';
import type { BlockContent, Blockquote, DefinitionContent, Paragraph, Parent, PhrasingContent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from './visit';
import { calloutIcon, foldIndicator } from './callout-icons';
import { type CalloutKind, calloutKinds, readCalloutMarker } from './callout-marker';

/** An element this step adds around or beside what the writer wrote: its tag and content come from `data`. */
interface CalloutInline extends Parent {
  type: 'calloutInline';
  children: PhrasingContent[];
}

/** The `<details>` of a foldable callout, holding its summary and body. */
interface CalloutFoldBox extends Parent {
  type: 'calloutFoldBox';
  children: (BlockContent | DefinitionContent)[];
}

declare module 'mdast' {
  interface PhrasingContentMap {
    calloutInline: CalloutInline;
  }
  interface BlockContentMap {
    calloutFoldBox: CalloutFoldBox;
  }
  interface RootContentMap {
    calloutInline: CalloutInline;
    calloutFoldBox: CalloutFoldBox;
  }
}

/** A drawn element (an icon), with no markdown inside it. */
const drawn = (element: Element): CalloutInline => ({
  type: 'calloutInline',
  children: [],
  data: { hName: element.tagName, hProperties: element.properties, hChildren: element.children },
});

/** Takes the marker's line out of the paragraph it starts and returns the rest of that line: the title, if any. */
function takeMarkerLine(paragraph: Paragraph, markerLength: number): PhrasingContent[] {
  const title: PhrasingContent[] = [];
  const first = paragraph.children[0];
  if (first?.type === 'text') first.value = first.value.slice(markerLength);
  while (paragraph.children.length > 0) {
    const node = paragraph.children[0]!;
    if (node.type === 'break') {
      paragraph.children.shift();
      break;
    }
    if (node.type === 'text' && node.value.includes('\n')) {
      const lineEnd = node.value.indexOf('\n');
      title.push({ type: 'text', value: node.value.slice(0, lineEnd) });
      node.value = node.value.slice(lineEnd + 1);
      if (node.value === '') paragraph.children.shift();
      break;
    }
    title.push(paragraph.children.shift()!);
  }
  const [head, tail] = [title[0], title.at(-1)];
  if (head?.type === 'text') head.value = head.value.trimStart();
  if (tail?.type === 'text') tail.value = tail.value.trimEnd();
  return title.filter((node) => node.type !== 'text' || node.value !== '');
}

function titleLine(kind: CalloutKind, writtenTitle: PhrasingContent[], foldable: boolean): Paragraph {
  const label = calloutKinds[kind];
  const titleText: CalloutInline = {
    type: 'calloutInline',
    // The kind's label is drawn straight into the HTML, so word counts and search text hold only what the writer wrote.
    children: writtenTitle,
    data: { hName: 'span', hProperties: { className: ['callout-title-text'] }, ...(writtenTitle.length === 0 ? { hChildren: [{ type: 'text', value: label }] } : {}) },
  };
  return {
    type: 'paragraph',
    data: { hName: foldable ? 'summary' : 'p', hProperties: { className: ['callout-title'] } },
    children: [drawn(calloutIcon(kind)), titleText, ...(foldable ? [drawn(foldIndicator())] : [])],
  };
}

/**
 * Turns a GitHub-style alert blockquote into a styled callout, a note named by its title:
 * `<div class="callout callout-note" role="note" aria-label="Note"><p class="callout-title">(icon) Note</p>…</div>`.
 * A title on the marker line (`> [!TIP] Faster builds`) replaces the kind's label. A fold sign
 * (`> [!NOTE]-` closed, `> [!NOTE]+` open) puts the title and body in `<details>`, which folds without JavaScript.
 */
export function remarkCallouts() {
  return (tree: Root) => {
    visit(tree, 'blockquote', (quote: Blockquote) => {
      // The content check's callout-markers rule stops an unknown kind before any page is rendered.
      const marker = readCalloutMarker(quote);
      if (!marker) return;
      const { kind, fold } = marker;
      const markerParagraph = quote.children[0] as Paragraph;
      const writtenTitle = takeMarkerLine(markerParagraph, marker.length);
      // `> [!NOTE]` alone on its line, then a blank `>` line or a list: no empty <p>.
      if (markerParagraph.children.length === 0) quote.children.shift();
      const title = titleLine(kind, writtenTitle, fold !== null);
      // A screen reader announces the title's words without their formatting (an image's alt is no word of it).
      const name =
        writtenTitle.length > 0 ? toString(writtenTitle, { includeImageAlt: false }) : calloutKinds[kind];
      quote.data = {
        hName: 'div',
        hProperties: { className: ['callout', `callout-${kind.toLowerCase()}`], role: 'note', ariaLabel: name },
      };
      quote.children =
        fold === null
          ? [title, ...quote.children]
          : [{ type: 'calloutFoldBox', data: { hName: 'details', hProperties: { open: fold === 'open' } }, children: [title, ...quote.children] }];
    });
  };
}
