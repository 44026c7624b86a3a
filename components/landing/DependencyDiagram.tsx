import { DEPENDENCY_DIAGRAM_TITLE, describeDependencies, layoutDependencies, reduceEdges } from '@/lib/content/dependency-graph';
import { LAYOUT_IDS } from '@/lib/navigation/layout-ids';
import type { DocPage } from '@/lib/content/docs';
import { siteConfig } from '@/lib/site-config';

const NODE_WIDTH = 132;
const NODE_HEIGHT = 40;
const LAYER_GAP = 46;
const COLUMN_GAP = 14;

/**
 * How the libraries depend on each other, drawn as an SVG at build time (no client code).
 * Arrows point from a library to what it needs; dashed arrows are not confirmed by the sources.
 */
export function DependencyDiagram({ libraries }: { libraries: readonly DocPage[] }) {
  const { nodes, edges } = layoutDependencies(siteConfig.libraries);
  const titleOf = new Map(libraries.map((library) => [library.section, library.title]));
  const layerCount = Math.max(...nodes.map((node) => node.layer)) + 1;
  const height = layerCount * NODE_HEIGHT + (layerCount - 1) * LAYER_GAP;

  // Rows of one node zig-zag left and right so arrows that skip a layer pass beside the boxes.
  const position = new Map<string, { x: number; y: number }>();
  for (let layer = 0; layer < layerCount; layer++) {
    const row = nodes.filter((node) => node.layer === layer);
    const rowWidth = row.length * NODE_WIDTH + (row.length - 1) * COLUMN_GAP;
    const shift = row.length === 1 && layer > 0 ? (layer % 2 === 0 ? 1 : -1) * NODE_WIDTH * 0.6 : 0;
    row.forEach((node, index) => {
      position.set(node.id, {
        x: shift - rowWidth / 2 + index * (NODE_WIDTH + COLUMN_GAP),
        // Layer 0 (no dependencies) sits at the bottom.
        y: height - NODE_HEIGHT - layer * (NODE_HEIGHT + LAYER_GAP),
      });
    });
  }
  const xs = [...position.values()].map((point) => point.x);
  const left = Math.min(...xs) - 4;
  const width = Math.max(...xs) + NODE_WIDTH + 4 - left;

  const nameOf = (id: string) => titleOf.get(id) ?? id;
  const description = describeDependencies(siteConfig.libraries, nameOf).join(' ');
  const drawnEdges = reduceEdges(edges);
  const dashedCount = drawnEdges.filter((edge) => edge.uncertain).length;

  return (
    <figure className="mt-8 rounded-card border border-border p-4">
      <figcaption className="mb-3 text-small font-semibold text-fg">{DEPENDENCY_DIAGRAM_TITLE}</figcaption>
      <svg role="img" aria-label={`Dependency diagram. ${description}`} viewBox={`${left} -4 ${width} ${height + 8}`} width={width} className="mx-auto h-auto max-w-full">
        <defs>
          <marker id={LAYOUT_IDS.dependencyArrow} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0 0 10 5 0 10z" className="fill-muted" />
          </marker>
        </defs>
        {drawnEdges.map((edge) => {
          const from = position.get(edge.from)!;
          const to = position.get(edge.to)!;
          return (
            <line
              key={`${edge.from}-${edge.to}`}
              x1={from.x + NODE_WIDTH / 2}
              y1={from.y + NODE_HEIGHT}
              x2={to.x + NODE_WIDTH / 2}
              y2={to.y}
              strokeDasharray={edge.uncertain ? '5 4' : undefined}
              markerEnd={`url(#${LAYOUT_IDS.dependencyArrow})`}
              className="stroke-muted"
              strokeWidth={1.5}
            />
          );
        })}
        {nodes.map((node) => {
          const { x, y } = position.get(node.id)!;
          return (
            <g key={node.id}>
              <rect x={x} y={y} width={NODE_WIDTH} height={NODE_HEIGHT} className="fill-accent-soft stroke-accent [rx:theme(borderRadius.control)]" strokeWidth={1.5} />
              <text x={x + NODE_WIDTH / 2} y={y + NODE_HEIGHT / 2} dominantBaseline="central" textAnchor="middle" className="fill-fg text-small font-semibold">
                {nameOf(node.id)}
              </text>
            </g>
          );
        })}
      </svg>
      <p className="mt-3 text-small text-muted">
        Arrows point from a library to what it needs at runtime
        {dashedCount > 0 && `; the dashed ${dashedCount === 1 ? 'arrow is' : 'arrows are'} not confirmed by the surviving sources`}.
      </p>
    </figure>
  );
}
