/**
 * A page's images (`![alt](./file.png "Caption")`), made what a reader's browser loads best: a
 * `<picture>` of the variants the build writes (WebP and the source's format; 1× and 2× of the
 * content column), with `width` and `height` so nothing moves when it arrives, lazy below the top of
 * the page, and a plain link to the full-size file (the zoom dialog, lib/browser/image-zoom.ts,
 * opens it in place). A titled image on its own line is a `<figure>` with the title as caption.
 */
import type { Element, ElementContent, Root } from 'hast';
import { SKIP, visit } from './visit';
import { h, text } from './hast-elements';
import { displayWidth, fallbackFormat, fullSizePath, type ImageAsset, MIME_TYPES, variantFormats, variantsOf } from '../content/image-assets';
import { sitePath } from '../navigation/routes';
import { imageConfig } from '../site-config';

export interface ImageOptions {
  /** The published image an `src` written on the page names, or null when it is none (the image-files rule reports it). */
  imageAt: (src: string) => ImageAsset | null;
}

function picture(asset: ImageAsset, alt: string, eager: boolean): Element {
  const width = displayWidth(asset);
  const size = { width, height: Math.round((asset.height * width) / asset.width) };
  const loading = eager ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' };
  const variants = variantsOf(asset);
  if (variants.length === 0) return h('img', { src: sitePath(fullSizePath(asset)), alt, className: ['doc-picture'], ...size, ...loading });
  const sizes = `(min-width: ${width}px) ${width}px, 100vw`;
  const srcset = (format: string) => variants.filter((variant) => variant.format === format).map((variant) => `${sitePath(variant.path)} ${variant.width}w`).join(', ');
  const fallback = fallbackFormat(asset);
  return h('picture', {}, [
    ...variantFormats(asset)
      .filter((format) => format !== fallback)
      .map((format) => h('source', { type: MIME_TYPES[format], srcSet: srcset(format), sizes })),
    h('img', { src: sitePath(variants.find((variant) => variant.format === fallback)!.path), srcSet: srcset(fallback), sizes, alt, className: ['doc-picture'], ...size, ...loading }),
  ]);
}

/** The full-size link; data-image-zoom marks it for the zoom dialog. */
const fullSizeLink = (asset: ImageAsset, alt: string, content: Element) =>
  h('a', { href: sitePath(fullSizePath(asset)), className: ['doc-image'], dataImageZoom: '', dataImageAlt: alt, dataImageWidth: asset.width, dataImageHeight: asset.height }, [content]);

const isImage = (node: ElementContent | undefined): node is Element => node?.type === 'element' && node.tagName === 'img';

export function rehypeImages({ imageAt }: ImageOptions) {
  return (tree: Root) => {
    // The first image, when among the page's first blocks, is likely in view on load.
    let firstImageSeen = false;
    const topBlocks = new Set(tree.children.filter((node) => node.type === 'element').slice(0, imageConfig.eagerWithinBlocks));
    /** The published image `img` names, as a `<picture>`; null when it names none. `block` is the top-level block it is in, at the latest. */
    const pictureOf = (img: Element, block: Element) => {
      const asset = imageAt(String(img.properties.src ?? ''));
      if (!asset) return null;
      const eager = !firstImageSeen && topBlocks.has(block);
      firstImageSeen = true;
      const alt = String(img.properties.alt ?? '');
      return { asset, alt, picture: picture(asset, alt, eager) };
    };
    visit(tree, 'element', (node: Element, index, parent) => {
      if (parent === undefined || index === undefined) return undefined;
      const block = topBlocks.has(node) ? node : (parent as Element);
      if (node.tagName === 'a') {
        // An image a writer made a link of is that link's content: its full-size link would put a link inside a link.
        visit(node, 'element', (inner: Element, innerIndex, innerParent) => {
          if (!isImage(inner) || innerParent === undefined || innerIndex === undefined) return undefined;
          const shown = pictureOf(inner, block);
          if (shown) innerParent.children[innerIndex] = shown.picture;
          return SKIP;
        });
        return SKIP;
      }
      const lone = node.tagName === 'p' && node.children.filter((child) => !(child.type === 'text' && child.value.trim() === '')).length === 1;
      const img = lone ? node.children.find(isImage) : isImage(node) ? node : undefined;
      if (!img) return undefined;
      const shown = pictureOf(img, block);
      if (!shown) return SKIP;
      const { asset, alt } = shown;
      const title = typeof img.properties.title === 'string' ? img.properties.title : null;
      const link = fullSizeLink(asset, alt, shown.picture);
      // A caption needs a block of its own: an image inside a sentence keeps its title as a tooltip.
      const replacement = lone && title ? h('figure', { className: ['doc-figure'] }, [link, h('figcaption', {}, [text(title)])]) : lone ? h('p', {}, [link]) : link;
      if (!lone && title) link.properties.title = title;
      parent.children[index] = replacement;
      return SKIP;
    });
  };
}
