/**
 * The collection tree of /admin names each folder by its page's sidebar label, as the site's
 * sidebar does ("API", "Concepts"), not by its folder name ("api", "concepts"). Decap names a folder
 * by its first page's title only when each page is a folder of its own (`nested.subfolders`),
 * which the site's pages are not, and has no option for it: so the names are put in after Decap
 * draws the tree, on the tree's links (`#/collections/<collection>/filter/<folder>`, and the text of
 * their `-NodeTitle` element, as decap-cms 3.16.3 draws them; tests/e2e/cms-dev checks the names).
 *
 * `titles`: by collection, then the folder inside it (`glossa/api`, `glossa-1.0/api`).
 * `hidden`: folders of a library whose pages are in a collection of their own (its docs versions,
 * `glossa/1.0`: lib/cms/decap-config.ts says why), left out of the library's tree.
 */
const TREE_LINK = /^#\/collections\/([^/]+)\/filter\/(.+)$/;

function nameFolders(root: ParentNode, titles: Readonly<Record<string, string>>, hidden: ReadonlySet<string>) {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href^="#/collections/"]')) {
    const [, collection, folder] = TREE_LINK.exec(link.getAttribute('href') ?? '') ?? [];
    const key = `${collection}/${folder}`;
    // A style React does not set, so its redraws keep it (the link's own display beats `hidden`).
    if (hidden.has(key)) link.style.display = 'none';
    const title = titles[key];
    // The title element itself, not its container (also "-NodeTitle…"), whose caret React still owns;
    // its text node is changed in place, so React's own node stays where React left it.
    const name = [...link.querySelectorAll('[class*="-NodeTitle"]')].find((element) => [...element.classList].some((className) => className.endsWith('-NodeTitle')));
    const text = name?.firstChild;
    if (title && text?.nodeType === Node.TEXT_NODE && text.nodeValue !== title) text.nodeValue = title;
  }
}

export function showFolderTitles(titles: Readonly<Record<string, string>>, hidden: ReadonlySet<string>) {
  // Decap draws and redraws the tree as the writer opens folders and collections.
  new MutationObserver(() => nameFolders(document.body, titles, hidden)).observe(document.body, { childList: true, subtree: true, characterData: true });
}
