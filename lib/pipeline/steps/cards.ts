import type { BuildStep } from '../context';
import { draw } from './draw';

/** Each page's social card, drawn before next build so the drawing's memory is given back before Next's workers take theirs. */
export const cards: BuildStep = {
  name: 'social cards',
  reads: 'the documents',
  writes: 'the state folder’s social-cards/',
  async run(context) {
    context.made.cards = await draw(context, 'cards');
  },
};
