/**
 * The production build, in order: one file per step, each naming what it reads and writes. The
 * runner (runner/run-build.ts) runs them into a staging folder and swaps it into place at the end.
 * To add an output, add a step here.
 */
import type { BuildStep } from '../context';
import { cards } from './cards';
import { cms } from './cms';
import { content } from './content';
import { designTokens } from './design-tokens';
import { copyDrawn } from './copy-drawn';
import { hosting } from './hosting';
import { nextBuild } from './next-build';
import { nextStrays } from './next-strays';
import { pageContent } from './page-content';
import { pageModules } from './page-modules';
import { programs } from './programs';
import { readerMarkdown } from './reader-markdown';
import { readPages } from './read-pages';
import { redirects } from './redirects';
import { searchAndCompress } from './search-and-compress';

export const buildSteps: readonly BuildStep[] = [
  designTokens,
  programs,
  content,
  pageModules,
  cards,
  nextBuild,
  nextStrays,
  readerMarkdown,
  pageContent,
  copyDrawn,
  cms,
  readPages,
  redirects,
  searchAndCompress,
  hosting,
];
