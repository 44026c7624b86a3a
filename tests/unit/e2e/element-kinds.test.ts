import { describe, expect, it } from 'vitest';
import { routesCoveringEveryKind } from '../../e2e/element-kinds';

describe('the routes axe checks in full on a phone', () => {
  it('are the fewest that hold every kind of element, and a page whose every kind another holds is left out', () => {
    const kinds = new Map([
      ['/', ['main', 'h1', 'div.landing']],
      ['/a', ['main', 'h1', 'table.stack-on-phone', 'pre[tabindex]']],
      ['/a/b', ['main', 'h1', 'pre[tabindex]']],
      ['/c', ['main', 'h1', 'div.code-tabs']],
    ]);
    expect(routesCoveringEveryKind(kinds)).toEqual(new Set(['/', '/a', '/c']));
  });

  it('keep the earlier route when two hold the same kinds', () => {
    expect(routesCoveringEveryKind(new Map([['/x', ['p']], ['/y', ['p']]]))).toEqual(new Set(['/x']));
  });
});
