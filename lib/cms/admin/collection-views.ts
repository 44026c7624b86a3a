/**
 * What /admin's collection views show, made to match the site's sidebar: Decap has no option for either.
 *
 * The tree names each folder by its page's sidebar label ("API", "Concepts"), not by its folder
 * name ("api", "concepts"). Decap names a folder by its first page's title only when each page is a
 * folder of its own (`nested.subfolders`), which the site's pages are not: so the names are put in
 * after Decap draws the tree, on the tree's links (`#/collections/<collection>/filter/<folder>`, and
 * the text of their `-NodeTitle` element, as decap-cms 3.16.3 draws them).
 *
 * A library's other docs versions (`glossa/1.0`) are collections of their own, since Decap cannot
 * save their pages from the library's (lib/cms/decap-config.ts says why); the library's tree and
 * search results leave them out, so a writer never opens a page where it cannot be saved.
 * tests/e2e/cms-dev checks both.
 *
 * `titles`: by collection, then the folder inside it (`glossa/api`, `glossa-1.0/api`).
 * `hidden`: the version folders, by the same key (`glossa/1.0`).
 */
const COLLECTION_LINK = /^#\/collections\/([^/]+)\/(filter|entries)\/(.+)$/;

const isUnder = (key: string, hidden: ReadonlySet<string>) => [...hidden].some((folder) => key === folder || key.startsWith(`${folder}/`));

function nameFolder(link: HTMLAnchorElement, title: string | undefined) {
  // The title element itself, not its container (also "-NodeTitle…"), whose caret React still owns;
  // its text node is changed in place, so React's own node stays where React left it.
  const name = [...link.querySelectorAll('[class*="-NodeTitle"]')].find((element) => [...element.classList].some((className) => className.endsWith('-NodeTitle')));
  const text = name?.firstChild;
  if (title && text?.nodeType === Node.TEXT_NODE && text.nodeValue !== title) text.nodeValue = title;
}

function adjust(root: ParentNode, titles: Readonly<Record<string, string>>, hidden: ReadonlySet<string>) {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href^="#/collections/"]')) {
    const [, collection, kind, path] = COLLECTION_LINK.exec(link.getAttribute('href') ?? '') ?? [];
    if (!path) continue;
    const key = `${collection}/${path}`;
    // A tree link, or an entry's card (its list item) in a listing or search results. A style React
    // does not set, so its redraws keep it; the element's own display beats the `hidden` attribute.
    const shown = kind === 'entries' ? (link.closest('li') ?? link) : link;
    const display = isUnder(key, hidden) ? 'none' : '';
    if (shown.style.display !== display) shown.style.display = display;
    if (kind === 'filter') nameFolder(link, titles[key]);
  }
}

export function showCollectionsAsTheSiteDoes(titles: Readonly<Record<string, string>>, hidden: ReadonlySet<string>) {
  // Decap draws and redraws its views as the writer opens folders, collections and searches.
  new MutationObserver(() => adjust(document.body, titles, hidden)).observe(document.body, { childList: true, subtree: true, characterData: true });
}
