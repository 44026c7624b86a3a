import type { BuildContext, DrawnFiles } from '../context';

/** Draws one kind of file in the drawing's own process (scripts/draw.ts), which hands back the files it drew. */
export async function draw(context: BuildContext, kind: 'images' | 'cards'): Promise<DrawnFiles> {
  let drawn: DrawnFiles | null = null;
  const succeeded = await context.run(process.execPath, [context.made.drawProgram, kind], { onMessage: (message) => (drawn = message as DrawnFiles) });
  if (!succeeded || drawn === null) throw new Error(`The ${kind === 'images' ? 'images' : 'social cards'} could not be drawn: see the error above.`);
  return drawn;
}
