/**
 * A page's title for browser tabs, bookmarks and shared links, where it stands alone: the page's
 * library follows a title that does not name it ("API – Glossa", "Worked example – Sokol"), as
 * MDN writes "Array – JavaScript". The page's own h1 stays as the writer wrote it.
 */
export function standaloneTitle(title: string, library: string | null): string {
  if (library === null || title.toLowerCase().includes(library.toLowerCase())) return title;
  return `${title} – ${library}`;
}
