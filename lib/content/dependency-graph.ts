import type { LibraryInfo } from '../site-config';

export interface GraphEdge {
  from: string;
  to: string;
  uncertain: boolean;
}

/**
 * Places each library in a layer one above its deepest dependency (layer 0 needs nothing), so the
 * diagram reads bottom-up from the runtime to the libraries built on it.
 */
export function layoutDependencies(libraries: readonly Omit<LibraryInfo, 'name'>[]) {
  const byId = new Map(libraries.map((library) => [library.id, library]));
  const layers = new Map<string, number>();
  const layerOf = (id: string, seen: Set<string>): number => {
    const known = layers.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) throw new Error(`Dependency cycle through "${id}" in siteConfig.libraries.`);
    const library = byId.get(id);
    if (!library) throw new Error(`Unknown library "${id}" in siteConfig.libraries dependsOn.`);
    const next = new Set(seen).add(id);
    const layer = library.dependsOn.length === 0 ? 0 : 1 + Math.max(...library.dependsOn.map((dep) => layerOf(dep, next)));
    layers.set(id, layer);
    return layer;
  };
  const nodes = libraries.map((library) => ({ id: library.id, layer: layerOf(library.id, new Set()) }));
  const edges = libraries.flatMap((library): GraphEdge[] =>
    library.dependsOn.map((dep) => ({
      from: library.id,
      to: dep,
      uncertain: library.uncertainDependsOn?.includes(dep) ?? false,
    })),
  );
  return { nodes, edges };
}

/**
 * Drops an arrow a→c when a confirmed path a→…→c already shows it, so the drawing stays
 * readable. Unconfirmed arrows never make another arrow redundant.
 */
export function reduceEdges(edges: readonly GraphEdge[]): GraphEdge[] {
  const confirmed = edges.filter((edge) => !edge.uncertain);
  const reachable = (from: string, to: string, skip: GraphEdge): boolean => {
    const stack = [from];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const node = stack.pop()!;
      for (const edge of confirmed) {
        if (edge === skip || edge.from !== node || seen.has(edge.to)) continue;
        if (edge.to === to) return true;
        seen.add(edge.to);
        stack.push(edge.to);
      }
    }
    return false;
  };
  return edges.filter((edge) => !reachable(edge.from, edge.to, edge));
}

/** The libraries `id` builds on, directly or through another; none for an id that is no library (the landing page). */
export function librariesUnder(libraries: readonly Omit<LibraryInfo, 'name'>[], id: string): Set<string> {
  const under = new Set<string>();
  const dependenciesOf = (library: string) => libraries.find((each) => each.id === library)?.dependsOn ?? [];
  for (const queue = [id]; queue.length > 0; ) {
    for (const dependency of dependenciesOf(queue.pop()!)) {
      if (under.has(dependency)) continue;
      under.add(dependency);
      queue.push(dependency);
    }
  }
  return under;
}

/** The diagram's caption on the landing page, and its heading in the page's Markdown copy. */
export const DEPENDENCY_DIAGRAM_TITLE = 'How the libraries depend on each other';

/**
 * The diagram in words, one sentence a library naming the libraries its arrows point to (the arrows
 * drawn, as the landing page's text explains them), for its SVG's label and the page's Markdown copy.
 */
export function describeDependencies(libraries: readonly Omit<LibraryInfo, 'name'>[], titleOf: (id: string) => string): string[] {
  const { nodes, edges } = layoutDependencies(libraries);
  const drawn = reduceEdges(edges);
  return nodes.map((node) => {
    const needs = drawn.filter((edge) => edge.from === node.id).map((edge) => `${titleOf(edge.to)}${edge.uncertain ? ' (unconfirmed)' : ''}`);
    return `${titleOf(node.id)} ${needs.length ? `needs ${needs.join(', ')}` : 'needs nothing else'}.`;
  });
}
