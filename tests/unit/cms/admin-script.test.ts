import { describe, expect, it } from 'vitest';
import { adminScript } from '@/lib/cms/admin-script';

describe('the site’s script on /admin', () => {
  // lib/site-config.ts reads the build's environment; in a browser `process` does not exist, and
  // one reference to it stopped the whole script, the body widget and the preview with it.
  it('needs nothing a browser lacks: no process, no require', () => {
    const script = adminScript();
    // The global, not a property or a string that holds the word (`parser.process.1`, in elkjs's messages).
    expect(script.match(/(?<![\w.$"'])process\.\w+/g) ?? []).toEqual([]);
    expect(script).not.toMatch(/\brequire\(/);
  });
});
