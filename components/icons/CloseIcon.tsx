/** The ✕ of the close buttons (announcement bar, search dialog, drawer); each sets its size and stroke. */
export function CloseIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`icon ${className}`}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
