import { describe, expect, it } from 'vitest';
import { guardSaves, type RepositoryBackend } from '@/lib/cms/admin/refuse-overwrite';

/** A backend over `files` whose getEntry answers as GitLab's does: a 404 error for a missing file. */
function gitlabLike(files: readonly string[], failure?: Error) {
  const saved: string[] = [];
  const backend: RepositoryBackend = {
    getEntry: async (path) => {
      if (failure) throw failure;
      if (files.includes(path)) return { data: '---\ntitle: Page\n---\n' };
      throw Object.assign(new Error('404 File Not Found'), { status: 404 });
    },
    persistEntry: async (entry) => void saved.push(...entry.dataFiles.map((file) => file.newPath ?? file.path)),
  };
  return { backend: guardSaves(backend), saved };
}

const FILES = ['content/glossa/api/configurate.md', 'content/glossa/api/README.md', 'content/glossa/usage.md'];

describe('saves from /admin', () => {
  it('refuse a new page over another page’s file, or at its address, naming that file and what to change', async () => {
    const { backend, saved } = gitlabLike(FILES);
    await expect(backend.persistEntry({ dataFiles: [{ path: 'content/glossa/api/configurate.md' }] }, { newEntry: true })).rejects.toThrow(
      "content/glossa/api/configurate.md already has this page's address. Give this page another title, or another folder, and save again.",
    );
    await expect(backend.persistEntry({ dataFiles: [{ path: 'content/glossa/api.md' }] }, { newEntry: true })).rejects.toThrow('content/glossa/api/README.md already has');
    expect(saved).toEqual([]);
  });

  it('refuse a page moved onto another, telling the writer to choose another folder', async () => {
    const { backend, saved } = gitlabLike(FILES);
    await expect(backend.persistEntry({ dataFiles: [{ path: 'content/glossa/api/usage.md', newPath: 'content/glossa/usage.md' }] }, { newEntry: false })).rejects.toThrow(
      "content/glossa/usage.md already has this page's address. Choose another folder and save again.",
    );
    expect(saved).toEqual([]);
  });

  it('go on for a free file, an edit in place and a move to a free folder', async () => {
    const { backend, saved } = gitlabLike(FILES);
    await backend.persistEntry({ dataFiles: [{ path: 'content/glossa/api/caching.md' }] }, { newEntry: true });
    await backend.persistEntry({ dataFiles: [{ path: 'content/glossa/usage.md' }] }, { newEntry: false });
    await backend.persistEntry({ dataFiles: [{ path: 'content/glossa/usage.md', newPath: 'content/glossa/api/usage.md' }] }, { newEntry: false });
    expect(saved).toEqual(['content/glossa/api/caching.md', 'content/glossa/usage.md', 'content/glossa/api/usage.md']);
  });

  it('do not save when the backend cannot say whether the file is free', async () => {
    const { backend, saved } = gitlabLike(FILES, Object.assign(new Error('502 Bad Gateway'), { status: 502 }));
    await expect(backend.persistEntry({ dataFiles: [{ path: 'content/glossa/api/caching.md' }] }, { newEntry: true })).rejects.toThrow(
      'Could not tell whether content/glossa/api/caching.md exists (Error: 502 Bad Gateway): save again.',
    );
    expect(saved).toEqual([]);
  });
});
