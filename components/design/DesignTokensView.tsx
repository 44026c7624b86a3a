import type { ReactNode } from 'react';
import { colorTokens, type ColorTokenName } from '@/tailwind.config';
import { AA_NON_TEXT, AA_NORMAL_TEXT, contrastPairs } from '@/lib/design/contrast-pairs';
import { contrastRatio } from '@/lib/design/contrast';
import { elementSamplesHtml } from '@/lib/design/element-samples';
import { LAYOUT_IDS } from '@/lib/navigation/layout-ids';

const MODES = [
  { mode: 'light', label: 'Light mode' },
  { mode: 'dark', label: 'Dark mode' },
] as const;

type Mode = (typeof MODES)[number]['mode'];

const tokenNames = Object.keys(colorTokens.light) as ColorTokenName[];

/** A swatch drawn with SVG's fill, since the page's policy allows no inline style. */
function Swatch({ color }: { color: string }) {
  return (
    <svg width="32" height="20" viewBox="0 0 32 20" aria-hidden="true" className="rounded-sm border border-border">
      <rect width="32" height="20" fill={color} />
    </svg>
  );
}

/** One of a mode's tables, in a region a keyboard can scroll on a narrow screen. */
function ModeTable({ label, columns, children }: { label: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function TokenTable({ mode }: { mode: Mode }) {
  return (
    <ModeTable label={`Colour tokens, ${mode} mode`} columns={['Colour', 'Token', 'Value']}>
      {tokenNames.map((name) => (
        <tr key={name}>
          <td>
            <Swatch color={colorTokens[mode][name]} />
          </td>
          <td>
            <code>{name}</code>
          </td>
          <td>
            <code>{colorTokens[mode][name]}</code>
          </td>
        </tr>
      ))}
    </ModeTable>
  );
}

function PairTable({ mode }: { mode: Mode }) {
  return (
    <ModeTable label={`Text on background, ${mode} mode`} columns={['Sample', 'Text on background', 'Contrast']}>
      {contrastPairs.map(([foreground, background, needed]) => {
        const ratio = contrastRatio(colorTokens[mode][foreground], colorTokens[mode][background]);
        return (
          <tr key={`${foreground} ${background}`}>
            <td>
              <svg width="56" height="28" viewBox="0 0 56 28" role="img" aria-label={`${foreground} text on ${background}`}>
                <rect width="56" height="28" rx="4" fill={colorTokens[mode][background]} />
                <text x="28" y="19" textAnchor="middle" fontSize="15" fontWeight="600" fill={colorTokens[mode][foreground]}>
                  Aa
                </text>
              </svg>
            </td>
            <td>
              <code>{foreground}</code> on <code>{background}</code>
            </td>
            <td>
              {ratio.toFixed(2)}:1 {ratio >= needed ? 'passes' : `fails (under ${needed}:1)`}
            </td>
          </tr>
        );
      })}
    </ModeTable>
  );
}

/**
 * The designers' page: every colour token and every kind of element the content becomes, in light
 * and dark mode side by side, with each text/background pair's contrast, all from tailwind.config.ts.
 */
export function DesignTokensView() {
  return (
    <main id={LAYOUT_IDS.mainContent} tabIndex={-1} className="mx-auto w-full max-w-[110rem] px-4 py-10 desktop:px-8">
      <h1 className="text-h1 text-fg">Design tokens</h1>
      <p className="mt-4 max-w-content text-body text-fg">
        Every colour token of <code>tailwind.config.ts</code> and every kind of element the docs’ markdown becomes, in light
        and dark mode side by side. Each pair of colours the site sets text in is measured against WCAG AA ({AA_NORMAL_TEXT}:1; the focus ring
        against the page {AA_NON_TEXT}:1), which <code>npm run build</code> also holds them to.
      </p>
      <div className="mt-8 grid gap-8 toc-column:grid-cols-2">
        {MODES.map(({ mode, label }) => (
          <section key={mode} data-theme={mode} aria-labelledby={`${mode}-mode`} className="min-w-0 rounded-card border border-border bg-bg p-4 text-fg">
            <h2 id={`${mode}-mode`} className="text-xl font-bold">
              {label}
            </h2>
            <div className="prose max-w-none">
              <h3>Colour tokens</h3>
              <TokenTable mode={mode} />
              <h3>Text on background</h3>
              <PairTable mode={mode} />
              <h3>Elements</h3>
            </div>
            <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: elementSamplesHtml(mode) }} />
          </section>
        ))}
      </div>
    </main>
  );
}
