import { imageConfig } from '../../site-config';
import { copyIntoExport } from '../../drawing/cache';
import type { BuildStep } from '../context';

export const copyDrawn: BuildStep = {
  name: 'social cards and images (copy)',
  reads: 'the state folder’s social-cards/ and images/',
  writes: `the staging folder’s og/ and ${imageConfig.folder}/`,
  run(context) {
    copyIntoExport(context.stagingDir, new Map([...context.made.cards, ...context.made.images]));
  },
};
