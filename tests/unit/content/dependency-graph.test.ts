import { describe, expect, it } from 'vitest';
import { describeDependencies, type GraphEdge, layoutDependencies, librariesUnder, reduceEdges } from '@/lib/content/dependency-graph';
import { siteConfig } from '@/lib/site-config';

const edge = (from: string, to: string, uncertain = false): GraphEdge => ({ from, to, uncertain });
const names = (edges: readonly GraphEdge[]) => edges.map((e) => `${e.from}→${e.to}`).sort();

describe('layoutDependencies', () => {
  const { nodes, edges } = layoutDependencies([
    { id: 'items', dependsOn: ['runtime', 'physics'] },
    { id: 'physics', dependsOn: ['runtime', 'core'], uncertainDependsOn: ['core'] },
    { id: 'core', dependsOn: ['runtime', 'lang'] },
    { id: 'lang', dependsOn: [] },
    { id: 'runtime', dependsOn: [] },
  ]);

  it('puts each library one layer above its deepest dependency', () => {
    expect(Object.fromEntries(nodes.map((node) => [node.id, node.layer]))).toEqual({
      runtime: 0,
      lang: 0,
      core: 1,
      physics: 2,
      items: 3,
    });
  });

  it('makes one edge per declared dependency and marks the unconfirmed ones', () => {
    expect(names(edges)).toEqual(['core→lang', 'core→runtime', 'items→physics', 'items→runtime', 'physics→core', 'physics→runtime']);
    expect(edges.filter((e) => e.uncertain).map((e) => `${e.from}→${e.to}`)).toEqual(['physics→core']);
  });

  it('reports a cycle instead of recursing forever', () => {
    expect(() =>
      layoutDependencies([
        { id: 'a', dependsOn: ['b'] },
        { id: 'b', dependsOn: ['a'] },
      ]),
    ).toThrow(/cycle/i);
  });

  it('reports a dependency on a library that does not exist', () => {
    expect(() => layoutDependencies([{ id: 'a', dependsOn: ['ghost'] }])).toThrow(/"ghost"/);
  });

  it('draws every real library above all of its dependencies', () => {
    const real = layoutDependencies(siteConfig.libraries);
    const layer = new Map(real.nodes.map((node) => [node.id, node.layer]));
    for (const { from, to } of real.edges) expect(layer.get(from)!, `${from} above ${to}`).toBeGreaterThan(layer.get(to)!);
    expect(real.nodes.filter((node) => node.layer === 0).map((node) => node.id).sort()).toEqual(['glossa', 'kt-runtime']);
  });
});

describe('reduceEdges', () => {
  it('drops an arrow that a confirmed path already shows', () => {
    expect(names(reduceEdges([edge('a', 'b'), edge('b', 'c'), edge('a', 'c')]))).toEqual(['a→b', 'b→c']);
  });

  it('keeps an arrow whose only alternative path goes through an uncertain arrow', () => {
    const kept = reduceEdges([edge('a', 'b', true), edge('b', 'c'), edge('a', 'c')]);
    expect(names(kept)).toEqual(['a→b', 'a→c', 'b→c']);
    expect(kept.find((e) => e.from === 'a' && e.to === 'b')?.uncertain).toBe(true);
  });

  it('drops a long-way-round arrow only when the whole path is confirmed', () => {
    const edges = [edge('a', 'b'), edge('b', 'c'), edge('c', 'd'), edge('a', 'd'), edge('x', 'y', true), edge('y', 'z'), edge('x', 'z')];
    expect(names(reduceEdges(edges))).toEqual(['a→b', 'b→c', 'c→d', 'x→y', 'x→z', 'y→z']);
  });

  it('on the real libraries, keeps sokol→alexandria because craftbullet→alexandria is unconfirmed', () => {
    const reduced = names(reduceEdges(layoutDependencies(siteConfig.libraries).edges));
    expect(reduced).toContain('sokol→alexandria');
    // calibre → alexandria → kt-runtime is confirmed, so the direct arrow is redundant.
    expect(reduced).not.toContain('calibre→kt-runtime');
  });
});

describe('librariesUnder', () => {
  it('names what a library builds on, directly or through another, and nothing for the landing page', () => {
    const libraries = [
      { id: 'runtime', dependsOn: [] },
      { id: 'core', dependsOn: ['runtime'] },
      { id: 'game', dependsOn: ['core'] },
    ];
    expect(librariesUnder(libraries, 'game')).toEqual(new Set(['core', 'runtime']));
    expect(librariesUnder(libraries, '')).toEqual(new Set());
  });
});

describe('describeDependencies', () => {
  it('says in words where each library\'s drawn arrows point, marking what the sources do not confirm', () => {
    const libraries = [
      { id: 'runtime', dependsOn: [] },
      { id: 'physics', dependsOn: ['runtime', 'core'], uncertainDependsOn: ['core'] },
      { id: 'core', dependsOn: ['runtime'] },
      // Its arrow to Runtime is not drawn: the one through Core leads there.
      { id: 'game', dependsOn: ['runtime', 'core'] },
    ];
    const title = (id: string) => id[0]!.toUpperCase() + id.slice(1);
    expect(describeDependencies(libraries, title)).toEqual(['Runtime needs nothing else.', 'Physics needs Runtime, Core (unconfirmed).', 'Core needs Runtime.', 'Game needs Core.']);
  });
});
