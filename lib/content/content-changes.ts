/**
 * What a rescan of the content folder found, as `npm run dev` prints it. A file that left one path
 * and arrived at another with the same inode, size and time was moved; files moved together out
 * of one folder into another are one renamed folder.
 */
interface ContentChanges {
  added: string[];
  removed: string[];
  changed: string[];
  moved: { from: string; to: string }[];
}

/** Pairs removed and added files (path → signature) with the same signature into moves. */
export function movesBetween(removed: ReadonlyMap<string, string>, added: ReadonlyMap<string, string>): Omit<ContentChanges, 'changed'> {
  const addedBySignature = new Map([...added].map(([file, signature]) => [signature, file]));
  const moved = [...removed].flatMap(([from, signature]) => {
    const to = addedBySignature.get(signature);
    return to === undefined ? [] : [{ from, to }];
  });
  const movedFrom = new Set(moved.map((move) => move.from));
  const movedTo = new Set(moved.map((move) => move.to));
  return {
    added: [...added.keys()].filter((file) => !movedTo.has(file)).sort(),
    removed: [...removed.keys()].filter((file) => !movedFrom.has(file)).sort(),
    moved,
  };
}

/** The folders a move went between: `a/b/x.md → a/c/x.md` is `a/b → a/c`; a renamed file is its own move. */
function movedFolders({ from, to }: { from: string; to: string }): { from: string; to: string } | null {
  const fromParts = from.split('/');
  const toParts = to.split('/');
  let same = 0;
  while (same < Math.min(fromParts.length, toParts.length) - 1 && fromParts.at(-1 - same) === toParts.at(-1 - same)) same++;
  if (same === 0) return null;
  return { from: fromParts.slice(0, -same).join('/') || '.', to: toParts.slice(0, -same).join('/') || '.' };
}

/** One line per kind of change, e.g. `renamed folder glossa/concepts → glossa/ideas: 3 files moved`. */
export function describeChanges({ added, removed, changed, moved }: ContentChanges): string[] {
  const byFolders = new Map<string, { from: string; to: string }[]>();
  for (const move of moved) {
    const folders = movedFolders(move);
    const key = folders ? `${folders.from} → ${folders.to}` : `${move.from} → ${move.to}`;
    byFolders.set(key, [...(byFolders.get(key) ?? []), move]);
  }
  const lines = [...byFolders].map(([folders, moves]) =>
    moves.length === 1 ? `moved ${moves[0]!.from} → ${moves[0]!.to}` : `renamed folder ${folders}: ${moves.length} files moved`,
  );
  for (const [kind, files] of Object.entries({ added, removed, changed })) if (files.length > 0) lines.push(`${kind} ${files.join(', ')}`);
  return lines;
}
