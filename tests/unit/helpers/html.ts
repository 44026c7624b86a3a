import { Window } from 'happy-dom';

// One detached document is enough to query rendered markdown; the tests never need a live page.
const window = new Window();

/** Parses an HTML fragment so tests can query it the way a browser would read it. */
export function parseHtml(html: string) {
  const container = window.document.createElement('div');
  container.innerHTML = html;
  return container;
}
