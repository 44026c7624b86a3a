/**
 * The root layout (a server component) hands the boot script's text to BootScript's HTML render
 * without a prop, which would put it in every page's RSC payload too (lib/next-internals.ts). It is
 * the same for every page, so it stays handed over.
 */
import { handOverToHtml, takeInHtml } from '@/lib/next-internals';

const KEY = 'boot-script';


export const handOverBootScript = (text: string) => handOverToHtml(KEY, text);

export const takeBootScript = () => takeInHtml<string>(KEY, { keep: true });
