'use client';

import { siteConfig } from '@/lib/site-config';
import { readVocabulary, type Vocabulary } from '@/lib/search/vocabulary';

let loading: Promise<Vocabulary> | null = null;

/** Fetches the index's vocabulary on first use: only a query with a word its results do not show needs it. */
export function loadVocabulary(): Promise<Vocabulary> {
  loading ??= fetch(`${siteConfig.baseUrl}${siteConfig.search.vocabulary}`).then(async (response) => {
    if (!response.ok) throw new Error(`${siteConfig.search.vocabulary}: HTTP ${response.status}`);
    return readVocabulary(await response.text());
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
