import { LAYOUT_IDS } from '@/lib/navigation/layout-ids';

export function SkipLink() {
  return (
    <a
      href={`#${LAYOUT_IDS.mainContent}`}
      className="skip-link"
    >
      Skip to main content
    </a>
  );
}
