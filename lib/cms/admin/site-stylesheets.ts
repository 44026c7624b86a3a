/**
 * The stylesheets the site's pages link, read from its landing page: their names carry a content
 * hash in the export and are next dev's own in `npm run dev`, so asking the site is the one way
 * both give the preview exactly what a reader's page wears.
 */
export async function siteStylesheets(): Promise<string[]> {
  const home = new URL('./', location.href);
  const html = await (await fetch(home)).text();
  const page = new DOMParser().parseFromString(html, 'text/html');
  return [...page.querySelectorAll('link[rel="stylesheet"]')].map((link) => new URL(link.getAttribute('href')!, home).href);
}
