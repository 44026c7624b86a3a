/**
 * The zoom dialog of a page's images: a click on an image's full-size link (Enter on it from the
 * keyboard) opens the full-size file in a modal `<dialog>` over the page instead of leaving it.
 * Escape, the Close button or a click on the picture closes it, and focus goes back to the link.
 * Loaded only on pages that show an image (DocEnhancements imports it on the first such click).
 */
let dialog: HTMLDialogElement | null = null;
let opener: HTMLAnchorElement | null = null;

function zoomDialog(): HTMLDialogElement {
  if (dialog) return dialog;
  const created = document.createElement('dialog');
  created.className = 'image-zoom';
  const form = document.createElement('form');
  form.method = 'dialog';
  const close = document.createElement('button');
  close.type = 'submit';
  close.textContent = 'Close';
  form.append(close);
  created.append(form, document.createElement('img'));
  // A click on the picture or the backdrop around it (the dialog itself) closes it.
  created.addEventListener('click', (event) => {
    if (event.target === created || event.target instanceof HTMLImageElement) created.close();
  });
  created.addEventListener('close', () => opener?.focus());
  document.body.append(created);
  dialog = created;
  return created;
}

export function openImageZoom(link: HTMLAnchorElement) {
  const zoom = zoomDialog();
  opener = link;
  const image = zoom.querySelector('img')!;
  image.alt = link.dataset.imageAlt ?? '';
  image.width = Number(link.dataset.imageWidth);
  image.height = Number(link.dataset.imageHeight);
  image.src = link.href;
  zoom.setAttribute('aria-label', `Full-size image: ${image.alt}`);
  zoom.showModal();
}
