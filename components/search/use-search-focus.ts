'use client';

import { type RefObject, useRef } from 'react';

export interface SearchFocusOptions {
  /** Called when focus moves into the dialog, from which point its field takes keystrokes itself. */
  onReady: () => void;
  /** Gets focus back when the dialog closes and what had it before is gone. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * Where focus goes as the search dialog opens and closes: into its field, and back to where it
 * was, unless the reader opened a result; focus then goes where the new page puts it.
 */
export function useSearchFocus({ onReady, returnFocusTo }: SearchFocusOptions) {
  const inputRef = useRef<HTMLInputElement>(null);
  const focusBeforeOpen = useRef<HTMLElement | null>(null);
  const resultChosen = useRef(false);

  const onOpenAutoFocus = (event: Event) => {
    focusBeforeOpen.current = document.activeElement as HTMLElement | null;
    resultChosen.current = false;
    // Radix would select the field's text, and the next keystroke would replace a query typed
    // while the dialog loaded: put the caret at the end instead.
    event.preventDefault();
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
    onReady();
  };

  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    if (resultChosen.current) return;
    const previous = focusBeforeOpen.current;
    (previous && previous !== document.body && previous.isConnected ? previous : returnFocusTo.current)?.focus();
  };

  const leaveFocusToNextPage = () => {
    resultChosen.current = true;
  };

  return { inputRef, onOpenAutoFocus, onCloseAutoFocus, leaveFocusToNextPage };
}
