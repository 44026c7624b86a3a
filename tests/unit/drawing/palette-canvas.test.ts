import { describe, expect, it } from 'vitest';
import { createCanvas, fillRows, paintText } from '@/lib/drawing/palette-canvas';

// Black text whose alpha is each pixel's coverage, as Pango draws it.
const drawnText = (...coverage: number[]) => Uint8Array.from(coverage.flatMap((alpha) => [0, 0, 0, alpha]));
const colourAt = (canvas: ReturnType<typeof createCanvas>, x: number, y: number) => canvas.palette[canvas.indices[y * canvas.width + x]!];

describe('palette canvas', () => {
  it('paints text over each colour it covers, its anti-aliased pixels blended in 8 levels', () => {
    const canvas = createCanvas(4, 2, '#ffffff');
    fillRows(canvas, 1, 1, '#000000');
    // Coverage 0, 128 (level 4 of 7), 255, and 18 (level 0: the pixel stays as it was).
    paintText(canvas, drawnText(0, 128, 255, 18, 0, 128, 255, 18), { top: 0, left: 0, width: 4, height: 2 }, '#0b6e4f');
    const mixedOverWhite = [255 + ((11 - 255) * 4) / 7, 255 + ((110 - 255) * 4) / 7, 255 + ((79 - 255) * 4) / 7].map(Math.round);
    const mixedOverBlack = [(11 * 4) / 7, (110 * 4) / 7, (79 * 4) / 7].map(Math.round);
    expect([0, 1, 2, 3].map((x) => colourAt(canvas, x, 0))).toEqual([[255, 255, 255], mixedOverWhite, [11, 110, 79], [255, 255, 255]]);
    expect([0, 1, 2, 3].map((x) => colourAt(canvas, x, 1))).toEqual([[0, 0, 0], mixedOverBlack, [11, 110, 79], [0, 0, 0]]);
    expect(canvas.palette).toHaveLength(5);
  });

  it('refuses text that would reach past its edge', () => {
    const canvas = createCanvas(4, 2, '#ffffff');
    expect(() => paintText(canvas, drawnText(0, 0, 0, 0), { top: 0, left: 2, width: 4, height: 1 }, '#000000')).toThrow(/4×1 box at \(2, 0\) does not fit in the 4×2 canvas/);
  });
});
