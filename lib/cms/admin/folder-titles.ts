/**
 * The collection tree of /admin names each folder by its page's sidebar label, as the site's
 * sidebar does ("API", "Glossa 1.0"), not by its folder name ("api", "1.0"). Decap names a folder
 * by its first page's title only when each page is a folder of its own (`nested.subfolders`),
 * which the site's pages are not, and has no option for it: so the names are put in after Decap
 * draws the tree, on the tree's links (`#/collections/<collection>/filter/<folder>`, and the text of
 * their `-NodeTitle` element, as decap-cms 3.16.3 draws them; tests/e2e/cms-dev checks the names).
 *
 * `titles`: by route without its first slash (`glossa/api`), which is the library's collection
 * and the folder under it.
 */
const TREE_LINK = /^#\/collections\/([^/]+)\/filter\/(.+)$/;

function nameFolders(root: ParentNode, titles: Readonly<Record<string, string>>) {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href^="#/collections/"]')) {
    const [, collection, folder] = TREE_LINK.exec(link.getAttribute('href') ?? '') ?? [];
    const title = titles[`${collection}/${folder}`];
    // The title element itself, not its container (also "-NodeTitle…"), whose caret React still owns;
    // its text node is changed in place, so React's own node stays where React left it.
    const name = [...link.querySelectorAll('[class*="-NodeTitle"]')].find((element) => [...element.classList].some((className) => className.endsWith('-NodeTitle')));
    const text = name?.firstChild;
    if (title && text?.nodeType === Node.TEXT_NODE && text.nodeValue !== title) text.nodeValue = title;
  }
}

export function showFolderTitles(titles: Readonly<Record<string, string>>) {
  // Decap draws and redraws the tree as the writer opens folders and collections.
  new MutationObserver(() => nameFolders(document.body, titles)).observe(document.body, { childList: true, subtree: true, characterData: true });
}
