/**
 * Watches the content folder for `npm run dev`: one watcher per folder, kept in step with the
 * folders on disk after every burst of changes. Node 20's recursive watch on Linux watches each
 * file's inode, so after an editor's save by rename (write a temporary file, rename it over the
 * page) it never reports that page again; a folder's own watch survives that, and a renamed,
 * created or deleted folder only changes which folders are watched.
 */
import { type FSWatcher, readdirSync, watch } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { devConfig } from '../site-config';

const foldersIn = (dir: string) => [
  '.',
  ...readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')),
];

/** Calls `onChange` with the paths (relative to `dir`) the changes of one burst named; `close` stops watching. */
export function watchContent(dir: string, onChange: (touched: string[]) => void): { close: () => void } {
  const watchers = new Map<string, FSWatcher>();
  const touched = new Set<string>();
  let pending: NodeJS.Timeout | undefined;
  const burst = () => {
    clearTimeout(pending);
    pending = setTimeout(() => {
      try {
        follow();
      } catch {
        // The folder changed again while it was listed: the next event lists it again.
      }
      const paths = [...touched];
      touched.clear();
      onChange(paths);
    }, devConfig.contentWatchDebounceMs);
  };
  const follow = () => {
    const current = new Set(foldersIn(dir));
    for (const [folder, watcher] of watchers) {
      if (current.has(folder)) continue;
      watcher.close();
      watchers.delete(folder);
    }
    for (const folder of current) {
      if (watchers.has(folder)) continue;
      const watcher = watch(join(dir, folder), (_event, name) => {
        if (name) touched.add(folder === '.' ? name : `${folder}/${name}`);
        burst();
      });
      // A deleted folder's watcher may fail before the next burst closes it.
      watcher.on('error', burst);
      watchers.set(folder, watcher);
    }
  };
  follow();
  return {
    close: () => {
      clearTimeout(pending);
      for (const watcher of watchers.values()) watcher.close();
    },
  };
}
