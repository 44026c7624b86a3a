import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, pagePolicy } from '@/lib/hosting/csp';
import { inlineScriptHashes, inlineScripts, scriptHash } from '@/lib/hosting/inline-scripts';

describe('inline script hashes', () => {
  it('hashes a script the way the CSP specification does (the MDN example)', () => {
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('takes the raw text between the tags, whitespace and entities included', () => {
    const html = `<head><script src="/a.js" async=""></script><script>
 var a = 1 &amp;&amp; 2;</script></head><body><script id="_R_">self.__next_f=[]</script><script type="application/json">{"x":1}</script><script type="application/ld+json">{}</script></body>`;
    expect(inlineScripts(html)).toEqual(['\n var a = 1 &amp;&amp; 2;', 'self.__next_f=[]']);
  });

  it('lists a script that appears twice once', () => {
    expect(inlineScriptHashes('<script>a()</script><p></p><script>a()</script><script>b()</script>')).toEqual([scriptHash('a()'), scriptHash('b()')]);
  });
});

describe('the content security policy', () => {
  const hashes = [scriptHash('a()'), scriptHash('b()')];

  it('allows the site itself, the page’s own inline scripts by hash and WebAssembly, no inline style', () => {
    expect(contentSecurityPolicy({ scriptHashes: hashes })).toBe(
      `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}; style-src 'self'; ` +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('leaves frame-ancestors out of the <meta> form, where browsers ignore it', () => {
    const meta = contentSecurityPolicy({ scriptHashes: hashes, forMeta: true });
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')};`);
  });

  it('gives the CMS page, and only it, what Decap CMS needs: eval for its config validator, GitLab’s API and avatars, the media library’s object URLs', () => {
    const admin = pagePolicy('/admin.html', []);
    expect(admin).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'; style-src 'self'; style-src-elem 'self' 'unsafe-inline'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; connect-src 'self' https://gitlab.com blob:; " +
        "img-src 'self' https://gitlab.com https://secure.gravatar.com blob:; frame-ancestors 'none'",
    );
    for (const file of ['/index.html', '/glossa/admin.html', '/404.html']) expect(pagePolicy(file, hashes)).toBe(contentSecurityPolicy({ scriptHashes: hashes }));
  });
});
