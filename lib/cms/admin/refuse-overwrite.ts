/**
 * A page saved from /admin never replaces another page, nor takes its address. decap-cms 3.16.3
 * (its core: decap-cms-core 3.19.1) names a new page's file after its title and, in a collection
 * whose pages have a Folder (`meta.path`, which every library collection has), writes that file
 * even when one is already there: it works out a free name ("installation-1") and then writes to
 * the title's name anyway (decap-cms-core backend.js, persistEntry: `customPath ||
 * selectEntryPath(…)`). A new page titled "Installation" in a folder with installation.md replaced
 * it without a word; moving a page into a folder with a file of its name did the same; a new page
 * "API" beside the folder api/ was saved and never published (api/README.md keeps the route).
 * Decap has no option or event that sees the path it will write, so the repository backends it
 * uses here (GitLab, and decap-server's in `npm run dev`) are wrapped where Decap looks them up,
 * before it starts (main.ts): each save first asks the same backend whether the file it is about to
 * create, or the file with the same route, exists, and refuses, naming it. tests/e2e/cms-dev checks it.
 */
import { sameRouteFile } from '../../navigation/routes';
import { decap } from './decap-globals';

interface DataFile {
  path: string;
  /** Set when an existing page moves to another folder. */
  newPath?: string;
}

export interface RepositoryBackend {
  /** GitLab's rejects for a missing file (an error with `status` 404); decap-server's answers `data: null`. */
  getEntry(path: string): Promise<{ data: string | null }>;
  persistEntry(entry: { dataFiles: DataFile[] }, options: { newEntry?: boolean }): Promise<unknown>;
}

/** The backends Decap saves pages through on this site: `gitlab` (config.yml) and `proxy` (its `local_backend`). */
const BACKENDS = ['gitlab', 'proxy'];

/** The file each data file creates, if it creates one: a new page's, or a moved page's new one. */
const createdPath = (file: DataFile, newEntry: boolean) => (newEntry ? file.path : file.newPath);

/** Decap's notice shows the error as text: nameless, that is the sentence alone, not "Error: …". */
const refusal = (message: string) => Object.assign(new Error(message), { name: '' });

/** A new page's file is named after its title; a moved page keeps its file name. */
const ADVICE = { new: 'Give this page another title, or another folder, and save again.', moved: 'Choose another folder and save again.' };

export function guardSaves(backend: RepositoryBackend): RepositoryBackend {
  // Unsure is not free: only GitLab's "not found" lets the save go on.
  const exists = (path: string) =>
    backend.getEntry(path).then(
      ({ data }) => typeof data === 'string',
      (error: { status?: number }) => {
        if (error.status === 404) return false;
        throw refusal(`Could not tell whether ${path} exists (${String(error)}): save again.`);
      },
    );
  const persistEntry = backend.persistEntry.bind(backend);
  backend.persistEntry = async (entry, options) => {
    for (const file of entry.dataFiles) {
      const path = createdPath(file, options.newEntry === true);
      if (path === undefined) continue;
      for (const taken of [path, sameRouteFile(path)]) {
        if (await exists(taken)) throw refusal(`${taken} already has this page's address. ${ADVICE[options.newEntry ? 'new' : 'moved']}`);
      }
    }
    return persistEntry(entry, options);
  };
  return backend;
}

export function refuseOverwrites() {
  const { CMS } = decap();
  // Decap's notice for a save that failed read "Failed to persist entry: Error: …".
  const english = CMS.getLocale('en');
  CMS.registerLocale('en', { ...english, ui: { ...english.ui, toast: { ...english.ui.toast, onFailToPersist: 'Not saved: %{details}' } } });
  for (const name of BACKENDS) {
    const registered = CMS.getBackend(name);
    if (!registered) throw new Error(`Decap has no backend named ${name} to guard: see lib/cms/admin/refuse-overwrite.ts.`);
    const init = registered.init;
    registered.init = (...args) => guardSaves(init(...args) as RepositoryBackend);
  }
}
