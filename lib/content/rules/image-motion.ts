import { imageAnimation } from '../image-animation';
import { formatOfName } from '../image-file';
import { imageRule } from './rule';

/**
 * WCAG 2.2.2 (Pause, Stop, Hide): what moves by itself for longer than this needs a way to pause it,
 * and a reader cannot pause an image. A fixed bound of the standard, not a setting of the site.
 */
const PAUSABLE_AFTER_MS = 5_000;

const seconds = (ms: number) => `${(ms / 1000).toLocaleString('en', { maximumFractionDigits: 1 })} s`;

/** An animated GIF, APNG or WebP plays on the page as it is, whatever the reader's reduced-motion setting, with no control to stop it. */
export const imageMotion = imageRule({
  id: 'image-motion',
  severity: 'error',
  summary: `An animated image (GIF, APNG or WebP) stops by itself within ${PAUSABLE_AFTER_MS / 1000} seconds, all its loops counted: the page gives a reader no way to pause it (WCAG 2.2.2), so a longer or endless animation is refused.`,
  check({ file, bytes, header }) {
    // Not an image of its name's format: the image-format rule's.
    if (header === null || header.format !== formatOfName(file)) return [];
    const animation = imageAnimation(bytes, header);
    if (animation === null || animation.loopMs * animation.plays <= PAUSABLE_AFTER_MS) return [];
    const { loopMs, plays } = animation;
    const playing =
      plays === Infinity ? `loops forever (${seconds(loopMs)} a loop)` : plays === 1 ? `plays once, for ${seconds(loopMs)}` : `plays for ${seconds(loopMs * plays)} (${plays.toLocaleString('en')} times ${seconds(loopMs)})`;
    return [
      {
        message: `this animation ${playing}, and a reader cannot pause an image on the page: anything that moves for more than ${seconds(PAUSABLE_AFTER_MS)} needs a way to stop it (WCAG 2.2.2). Export it to play once, within ${seconds(PAUSABLE_AFTER_MS)} (no looping), or show its steps as separate pictures.`,
      },
    ];
  },
});
