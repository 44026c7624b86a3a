/**
 * Asks the writer what an image shows, before it goes into the page: a modal <dialog>, labelled by
 * its heading and described by its hint, that refuses what the `image-alt` rule would (no text,
 * the file name) and says why in an alert. Plain DOM, so it needs nothing of Decap's React.
 * Resolves with the text, or null when the writer cancels (the button or Escape).
 */
import { altTextProblem } from '../../content/alt-text';

const PROBLEMS = {
  empty: 'Write what the image shows.',
  'file-name': 'The file name tells a reader nothing: write what the image shows.',
  comment: 'A comment here is read out as text: write only what the image shows.',
} as const;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, properties: Partial<HTMLElementTagNameMap[K]>, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
}

export function askAltText(imagePath: string): Promise<string | null> {
  const name = imagePath.split('/').pop()!;
  const input = element('input', { id: 'image-alt-text', type: 'text', required: true, autocomplete: 'off' });
  input.setAttribute('aria-describedby', 'image-alt-hint image-alt-problem');
  const problem = element('p', { id: 'image-alt-problem', role: 'alert' });
  const cancel = element('button', { type: 'button' }, 'Cancel');
  const form = element(
    'form',
    { method: 'dialog', noValidate: true },
    element('h2', { id: 'image-alt-title' }, 'Describe the image'),
    element('p', { id: 'image-alt-hint' }, `Readers who cannot see ${name} get this text instead: say what it shows, such as “The settings screen with the language field filled in”.`),
    element('label', { htmlFor: input.id }, 'Alt text'),
    input,
    problem,
    element('div', { className: 'cms-dialog-actions' }, cancel, element('button', { type: 'submit' }, 'Insert image')),
  );
  // Dressed as Decap's own modals and fields (admin.css).
  const dialog = element('dialog', { className: 'cms-dialog' }, form);
  dialog.setAttribute('aria-labelledby', 'image-alt-title');

  return new Promise((resolve) => {
    let answer: string | null = null;
    form.addEventListener('submit', (event) => {
      const found = altTextProblem(input.value, imagePath);
      if (!found) {
        answer = input.value.trim();
        return;
      }
      event.preventDefault();
      input.setAttribute('aria-invalid', 'true');
      problem.textContent = PROBLEMS[found];
      input.focus();
    });
    cancel.addEventListener('click', () => dialog.close());
    dialog.addEventListener('close', () => {
      dialog.remove();
      resolve(answer);
    });
    document.body.append(dialog);
    dialog.showModal();
  });
}
