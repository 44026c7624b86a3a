// contentlayer2 0.5.8 writes a computed field's type in its generated types.d.ts by the name of its
// kind, and `json` (contentlayer.config.ts's `headings`) names no TypeScript type. This declares it.
declare global {
  type json = unknown;
}

export {};
