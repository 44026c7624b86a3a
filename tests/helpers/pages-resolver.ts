/**
 * GitLab Pages' documented way of answering a request, as a function, so the published folder
 * can be checked without a Pages server. From the GitLab docs: "Resolving ambiguous URLs"
 * (Pages settings) and "Create redirects" (`_redirects`: files take priority over rules, the
 * first matching rule wins, 200 rewrites, splats). Follows gitlab-pages' reader: a folder asked
 * for without a trailing slash is redirected (302) to the slash form, whether it has an
 * index.html or not; a slash form serves its index.html or nothing; a path without a file
 * extension falls back to `<path>.html`.
 */
type Resolution = { status: 200; file: string } | { status: 301 | 302; location: string } | { status: 404; file: string | null };

interface PagesSite {
  files: ReadonlySet<string>;
  /** `_redirects` lines. */
  rules: readonly string[];
}

const isDir = (site: PagesSite, path: string) => {
  const prefix = path.endsWith('/') ? path : `${path}/`;
  for (const file of site.files) if (file.startsWith(prefix)) return true;
  return false;
};

/** The file lookup alone, before any rule. null: nothing there. */
function lookup(site: PagesSite, path: string): Resolution | null {
  if (path.endsWith('/')) {
    if (isDir(site, path)) return site.files.has(`${path}index.html`) ? { status: 200, file: `${path}index.html` } : null;
  } else {
    if (site.files.has(path)) return { status: 200, file: path };
    if (isDir(site, path)) return { status: 302, location: `${path}/` };
  }
  const html = `${path.replace(/\/$/, '')}.html`;
  if (!path.endsWith('.html') && site.files.has(html)) return { status: 200, file: html };
  return null;
}

/**
 * A rule's target for `path`, or null, as gitlab-pages matches it (internal/redirects/matching.go):
 * `from` becomes a case-insensitive expression, each `:name` segment one segment of the path and a
 * `*` segment the rest, extra slashes allowed; `to` gets the values wherever it names them.
 */
function matchRule(from: string, to: string, path: string): string | null {
  const segments = from.split('/').filter((segment) => segment !== '');
  const pattern = segments.map((segment) => (segment === '*' ? '/*(?<splat>.*)/*' : /^:[a-z]+$/i.test(segment) ? `/+(?<${segment.slice(1)}>[^/]+)` : `/+${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  const match = new RegExp(`^${pattern.join('')}/*$`, 'i').exec(path);
  if (!match) return null;
  return to.replace(/:([a-z]+)/gi, (whole, name: string) => match.groups?.[name] ?? whole).replace(/\/\/+/g, '/');
}

export function resolvePages(site: PagesSite, path: string): Resolution {
  const found = lookup(site, path);
  if (found) return found;
  for (const line of site.rules) {
    const [from, to, status = '301'] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#')) continue;
    const target = matchRule(from, to, path);
    if (target === null) continue;
    if (status === '200') {
      const rewritten = lookup(site, target);
      // A rewrite serves a file; anything else is the not-found page.
      return rewritten?.status === 200 ? rewritten : { status: 404, file: site.files.has('/404.html') ? '/404.html' : null };
    }
    return { status: Number(status) as 301 | 302, location: target };
  }
  return { status: 404, file: site.files.has('/404.html') ? '/404.html' : null };
}
