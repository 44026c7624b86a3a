/**
 * Text inserted where the writer's caret was in Decap's markdown editor. The editor is a Slate
 * editor inside Decap's bundle, out of our reach, so the insertion speaks to it as the browser
 * does: the caret is remembered while the editor has it (the media library and the alt-text dialog
 * take it away) and put back, a `selectionchange` makes Slate read it, and an `insertText`
 * `beforeinput` event, Slate's own input path, inserts the text into its state and undo history.
 * (`document.execCommand('insertText')` changes the page without any `beforeinput`: Slate never
 * learns of the text, and the saved body lacks it.)
 */
export interface Caret {
  insert(text: string): void;
  stop(): void;
}

export function followCaret(editable: HTMLElement): Caret {
  let last: Range | null = null;
  const remember = () => {
    const selection = document.getSelection();
    if (selection && selection.rangeCount > 0 && editable.contains(selection.anchorNode)) last = selection.getRangeAt(0).cloneRange();
  };
  document.addEventListener('selectionchange', remember);
  return {
    insert(text) {
      // Slate may have replaced the nodes the caret was in; the text then goes at the end.
      const range = last && editable.contains(last.startContainer) ? last : endOf(editable);
      editable.focus();
      const selection = document.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      // Slate reads the selection on this event, and its beforeinput handler flushes that read at once.
      document.dispatchEvent(new Event('selectionchange'));
      editable.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertText', data: text, bubbles: true, cancelable: true }));
    },
    stop: () => document.removeEventListener('selectionchange', remember),
  };
}

function endOf(element: HTMLElement): Range {
  const range = document.createRange();
  range.selectNodeContents(element);
  range.collapse(false);
  return range;
}
