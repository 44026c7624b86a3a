const HEX_COLOR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;
export const isHexColor = (value: string) => HEX_COLOR.test(value);

/** WCAG 2.x relative luminance of a #rrggbb colour. https://www.w3.org/TR/WCAG22/#dfn-relative-luminance */
function relativeLuminance(hex: string): number {
  const match = HEX_COLOR.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, from 1 (same colour) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const hex = (channels: number[]) => `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour nearest `foreground` that reaches each ratio on its background: the foreground mixed
 * the least toward black or toward white (whichever needs less), so its hue stays and only its
 * lightness moves. Black or white when no mix reaches them all.
 */
export function nearestPassing(foreground: string, against: readonly { background: string; ratio: number }[]): string {
  const channels = [1, 3, 5].map((at) => Number.parseInt(foreground.slice(at, at + 2), 16));
  const passes = (candidate: string) => against.every(({ background, ratio }) => contrastRatio(candidate, background) >= ratio);
  const STEPS = 256;
  for (let step = 0; step <= STEPS; step++) {
    for (const toward of [0, 255]) {
      const candidate = hex(channels.map((channel) => channel + ((toward - channel) * step) / STEPS));
      if (passes(candidate)) return candidate;
    }
  }
  return passes('#000000') ? '#000000' : '#ffffff';
}
