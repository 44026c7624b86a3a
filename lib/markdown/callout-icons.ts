import type { Element } from 'hast';
import type { CalloutKind } from './callout-marker';
import { h } from './hast-elements';

/** A 24-pixel outline icon drawn in the text colour, like the site's other icons; screen readers skip it. */
function outlineIcon(className: string, paths: string[]): Element {
  const properties = { className: [className], ariaHidden: 'true', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor' };
  const lines = { strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' };
  return h('svg', { ...properties, ...lines }, paths.map((d) => h('path', { d })));
}

const kindPaths: Record<CalloutKind, string[]> = {
  // An "i" in a circle.
  NOTE: ['M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20z', 'M12 16v-4', 'M12 8h.01'],
  // A light bulb.
  TIP: ['M15 14c.2-1 .7-1.7 1.5-2.5 1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5', 'M9 18h6', 'M10 22h4'],
  // A speech bubble with an exclamation mark.
  IMPORTANT: ['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z', 'M12 7v3', 'M12 13.5h.01'],
  // A triangle with an exclamation mark.
  WARNING: ['m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3z', 'M12 9v4', 'M12 17h.01'],
  // An octagon, the stop sign's shape, with an exclamation mark.
  CAUTION: ['M7.86 2h8.28L22 7.86v8.28L16.14 22H7.86L2 16.14V7.86z', 'M12 8v4', 'M12 16h.01'],
};

export const calloutIcon = (kind: CalloutKind): Element => outlineIcon('callout-icon', kindPaths[kind]);

/** The foldable callout's disclosure indicator, a chevron the style turns when the callout opens. */
export const foldIndicator = (): Element => outlineIcon('callout-fold-indicator', ['m9 6 6 6-6 6']);
