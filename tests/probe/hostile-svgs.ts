/**
 * The SVG cases of the reliability review (reliability-cases-2026-11-27.tsv, rows `svg-…`): what a
 * drawing holds that could run script or load from elsewhere when the SVG is opened by itself from
 * a host that sends no headers, and the two drawings the check must keep. The probe writes each
 * beside a page (content-cases.ts); the svg-safety unit test checks each with the rule itself.
 */
export interface SvgCase {
  /** The review's case name. */
  name: string;
  /** What goes before the `<svg>` element (a document type, an instruction). */
  prolog?: string;
  /** What goes inside it. */
  body: string;
  kept: boolean;
}

/** A whole SVG file for the case, sized so that only what it holds can be refused. */
export function svgFile({ prolog = '', body }: Pick<SvgCase, 'prolog' | 'body'>): string {
  return `${prolog}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="90" height="40">\n${body}\n</svg>\n`;
}

const EVIL = 'https://evil.example';

const BLUR = '<defs><filter id="f"><feGaussianBlur stdDeviation="2"/></filter></defs>';
/** `<use>` ten of ten of … `depth` deep: each level draws the one below ten times. */
const nestedUses = (depth: number) =>
  `<defs><rect id="l0" width="1" height="1"/>${Array.from({ length: depth }, (_, level) => `<g id="l${level + 1}">${`<use href="#l${level}"/>`.repeat(10)}</g>`).join('')}</defs><use href="#l${depth}"/>`;

export const hostileSvgs: readonly SvgCase[] = [
  { name: 'svg-use-fragment', body: '<defs><circle id="c" r="4"/></defs><use href="#c" x="10" y="10"/>', kept: true },
  { name: 'svg-drawing-program-export', prolog: '<?xml version="1.0" encoding="UTF-8"?>\n<!-- exported -->\n', body: '<defs><linearGradient id="g"><stop offset="0" style="stop-color:#fff"/></linearGradient></defs><style>.a { fill: url(#g); stroke: rgb(0, 0, 0) }</style><g transform="translate(2, 2)"><rect class="a" width="9" height="9" filter="url(#g)"/><use xlink:href="#g"/></g>', kept: true },
  { name: 'svg-script', body: '<script>alert(1)</script>', kept: false },
  { name: 'svg-script-cdata-upper', body: '<SCRIPT>alert(1)</SCRIPT>', kept: false },
  { name: 'svg-onload', body: '<rect width="5" height="5" onload="alert(1)"/>', kept: false },
  { name: 'svg-onbegin', body: '<animate attributeName="x" from="0" to="1" dur="1s" onbegin="alert(1)"/>', kept: false },
  { name: 'svg-foreignobject', body: '<foreignObject width="50" height="20"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>', kept: false },
  { name: 'svg-xlink-href-ext', body: `<image xlink:href="${EVIL}/t.png" width="5" height="5"/>`, kept: false },
  { name: 'svg-use-ext-file', body: '<use href="other.svg#shape"/>', kept: false },
  { name: 'svg-css-import', body: `<style>@import url(${EVIL}/x.css);</style>`, kept: false },
  { name: 'svg-css-url', body: `<rect width="9" height="9" style="fill:url(${EVIL}/p.svg#a)"/>`, kept: false },
  { name: 'svg-data-uri', body: '<image href="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=" width="5" height="5"/>', kept: false },
  { name: 'svg-a-javascript', body: '<a href="javascript:alert(1)"><text y="20">click</text></a>', kept: false },
  { name: 'svg-href-entity-js', body: '<a href="&#106;avascript:alert(1)"><text y="20">x</text></a>', kept: false },
  { name: 'svg-href-space-js', body: '<a href=" javascript:alert(1)"><text y="20">x</text></a>', kept: false },
  { name: 'svg-xml-stylesheet', prolog: `<?xml-stylesheet type="text/css" href="${EVIL}/x.css"?>\n`, body: '<rect width="5" height="5"/>', kept: false },
  { name: 'svg-filter-bomb', body: `${Array.from({ length: 40 }, (_, index) => `<filter id="f${index}"><feGaussianBlur stdDeviation="200"/></filter><rect width="9" height="9" filter="url(#f${index})"/>`).join('')}`, kept: false },
  { name: 'svg-use-nested (10⁶ rectangles from 700 bytes)', body: nestedUses(6), kept: false },
  { name: 'svg-filter-list (one filter 20 times over)', body: `${BLUR}<rect width="9" height="9" filter="${'url(#f) '.repeat(20)}"/>`, kept: false },
  { name: 'svg-use-filtered (a filtered group drawn 20 times)', body: `${BLUR}<g id="a" filter="url(#f)"><rect width="9" height="9"/></g>${'<use href="#a"/>'.repeat(20)}`, kept: false },
  { name: 'svg-style-filter (a style sheet filters every rectangle)', body: `${BLUR}<style>rect { filter: url(#f) }</style><rect width="9" height="9"/>`, kept: false },
  { name: 'svg-style-attribute-upper (FILTER: in 20 style attributes)', body: `${BLUR}${'<rect width="9" height="9" style="FILTER:url(#f)"/>'.repeat(20)}`, kept: false },
  { name: 'svg-filter-box-units (a morphology sized by the element)', body: '<defs><filter id="m" primitiveUnits="objectBoundingBox"><feMorphology radius="0.5"/></filter></defs><rect width="9" height="9" filter="url(#m)"/>', kept: false },
  { name: 'svg-filter-scaled (a small blur under scale(100))', body: `${BLUR}<g transform="translate(1 1) scale(100)"><rect width="9" height="9" filter="url(#f)"/></g>`, kept: false },
  { name: 'svg-filter-viewbox (a blur of 1 in a viewBox 90 times smaller than the picture)', body: `<svg viewBox="0 0 1 1" width="90" height="90">${BLUR.replace('stdDeviation="2"', 'stdDeviation="1"')}<rect width="1" height="1" filter="url(#f)"/></svg>`, kept: false },
  { name: 'svg-css-flashing', body: '<style>@keyframes f { 50% { fill: rgb(255, 255, 255) } } rect { animation: f 0.1s steps(1) infinite }</style><rect width="9" height="9"/>', kept: false },
  { name: 'svg-entity-bomb', prolog: '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>\n', body: '<text>&c;</text>', kept: false },
  // The twelve forms the review saw pass the earlier list of text patterns.
  { name: 'svg-ns-prefixed-script', body: '<s:script xmlns:s="http://www.w3.org/2000/svg">alert(document.domain)</s:script>', kept: false },
  { name: 'svg-xhtml-script', body: '<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(document.domain)</h:script>', kept: false },
  { name: 'svg-ns-prefixed-foreignobject', body: `<s:foreignObject xmlns:s="http://www.w3.org/2000/svg" width="50" height="20"><h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="${EVIL}/"/></s:foreignObject>`, kept: false },
  { name: 'svg-custom-xlink-prefix', body: '<a xmlns:x="http://www.w3.org/1999/xlink" x:href="javascript:alert(document.domain)"><text y="20">click me</text></a>', kept: false },
  { name: 'svg-custom-prefix-image', body: `<image xmlns:x="http://www.w3.org/1999/xlink" x:href="${EVIL}/track.png" width="5" height="5"/>`, kept: false },
  { name: 'svg-animate-href', body: '<a href="#x"><animate attributeName="href" values="javascript:alert(document.domain)"/><text y="20">click me</text></a>', kept: false },
  { name: 'svg-set-href', body: '<a xlink:href="#x"><set attributeName="xlink:href" to="javascript:alert(document.domain)"/><text y="20">click me</text></a>', kept: false },
  { name: 'svg-css-escaped-url', body: `<style>rect{fill:u\\72l(${EVIL}/p.svg#a)}</style>`, kept: false },
  { name: 'svg-css-escaped-import', body: `<style>@\\69mport "${EVIL}/x.css";</style>`, kept: false },
  { name: 'svg-css-image-set', body: `<style>rect{background-image:image-set("${EVIL}/i.png" 1x)}</style>`, kept: false },
  { name: 'svg-iframe-no-fo', body: `<iframe xmlns="http://www.w3.org/1999/xhtml" src="${EVIL}/"/>`, kept: false },
  { name: 'svg-external-dtd', prolog: `<!DOCTYPE svg SYSTEM "${EVIL}/svg.dtd">\n`, body: '<rect width="5" height="5"/>', kept: false },
];
