/**
 * The dimmed backdrop of a modal dialog. While one is on the page, the page behind it does not
 * scroll (styles/globals.css, `html:has([data-modal-backdrop])`). Radix's own Dialog.Overlay locks
 * scrolling with a `<style>` element written at run time (its text depends on the reader's
 * scrollbar width), which a Content-Security-Policy can only allow with `'unsafe-inline'`.
 *
 * Render it inside `Dialog.Portal`: Radix mounts it only while the dialog is open, and closes the
 * dialog on a pointer-down outside its content, this backdrop included. Darker in dark mode, where
 * half-dimmed text behind a dialog of the page's own background reads as part of it.
 */
export function DialogBackdrop({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" data-modal-backdrop="" className={`fixed inset-0 z-40 bg-black/50 dark:bg-black/75 ${className}`} />;
}
