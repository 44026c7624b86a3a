/**
 * Every writer rule, once. The content check runs them in this order; the writers' guide's list of
 * what the build checks (docs/writing.md) is generated from this list (`npm run docs:rules`, kept in
 * step by a unit test).
 */
import { calloutMarkers } from './callout-markers';
import { closedFences } from './closed-fences';
import { controlCharacters } from './control-characters';
import { dependencyCoordinates } from './dependency-coordinates';
import { codeTabs } from './code-tabs';
import { commandTables } from './command-tables';
import { configTables } from './config-tables';
import { descriptionLength } from './description-length';
import { duplicateSymbols } from './duplicate-symbols';
import { writtenFor } from './written-for';
import { duplicateRoutes } from './duplicate-routes';
import { fenceLanguage } from './fence-language';
import { lineRanges } from './line-ranges';
import { externalImages } from './external-images';
import { fieldLengths } from './field-lengths';
import { fieldTypes } from './field-types';
import { fileSize } from './file-size';
import { folderPageName } from './folder-page-name';
import { folderReadme } from './folder-readme';
import { frontmatterLanguage } from './frontmatter-language';
import { frontmatterYaml } from './frontmatter-yaml';
import { hoconNotJson5 } from './hocon-not-json5';
import { imageAlt } from './image-alt';
import { imageData } from './image-data';
import { imageMotion } from './image-motion';
import { imageFiles } from './image-files';
import { imageFormat } from './image-format';
import { imageSize } from './image-size';
import { knownFields } from './known-fields';
import { lineLength } from './line-length';
import { lineNesting } from './line-nesting';
import { linkAndHeadingText } from './link-and-heading-text';
import { linkFiles } from './link-files';
import { linkFragments } from './link-fragments';
import { linkRoutes } from './link-routes';
import { markdownOnly } from './markdown-only';
import { mermaidDiagrams } from './mermaid-diagrams';
import { nestingDepth } from './nesting-depth';
import { noCustomHeadingIds } from './no-custom-heading-ids';
import { noPlaceholders } from './no-placeholders';
import { scaffoldText } from './scaffold-text';
import { noRawHtml } from './no-raw-html';
import { notEmpty } from './not-empty';
import { oneH1 } from './one-h1';
import { headingSpaces } from './heading-spaces';
import { headingCount } from './heading-count';
import { pathLengths } from './path-lengths';
import { movedLinks } from './moved-links';
import { proseLength } from './prose-length';
import { redirectChains } from './redirect-chains';
import { pagesRedirects } from './pages-redirects';
import { redirectCollisions } from './redirect-collisions';
import { redirectRoutes } from './redirect-routes';
import { referenceDefinitions } from './reference-definitions';
import { regularFiles } from './regular-files';
import { requiredFields } from './required-fields';
import { privateUseCharacters } from './private-use-characters';
import { reservedRoutes } from './reserved-routes';
import { routeNames } from './route-names';
import type { BodyRule, BytesRule, FileRule, FrontmatterRule, ImageRule, NameRule, Rule, SiteRule, TreeRule } from './rule';
import { safeUrls } from './safe-urls';
import { sidebarLabels } from './sidebar-labels';
import { stepsLists } from './steps-lists';
import { svgSafety } from './svg-safety';
import { tableRows } from './table-rows';
import { twoSections } from './two-sections';
import { utf8 } from './utf-8';
import { versionLinks } from './version-links';

export const fileRules: readonly FileRule[] = [regularFiles];
/** Whether the path can become a route at all, before any call on the file: a name the system cannot look up is refused as a name. */
export const pathRules: readonly NameRule[] = [routeNames, pathLengths];
export const nameRules: readonly NameRule[] = [markdownOnly, folderPageName, reservedRoutes];
export const bytesRules: readonly BytesRule[] = [fileSize, notEmpty, utf8, controlCharacters, privateUseCharacters, lineLength, lineNesting];
export const frontmatterRules: readonly FrontmatterRule[] = [frontmatterLanguage, frontmatterYaml, requiredFields, fieldTypes, knownFields, fieldLengths, descriptionLength, redirectRoutes, writtenFor];
export const treeRules: readonly TreeRule[] = [nestingDepth];
export const bodyRules: readonly BodyRule[] = [
  closedFences,
  noRawHtml,
  oneH1,
  headingSpaces,
  headingCount,
  noCustomHeadingIds,
  calloutMarkers,
  referenceDefinitions,
  fenceLanguage,
  lineRanges,
  hoconNotJson5,
  dependencyCoordinates,
  codeTabs,
  tableRows,
  commandTables,
  configTables,
  stepsLists,
  mermaidDiagrams,
  safeUrls,
  externalImages,
  proseLength,
  twoSections,
  noPlaceholders,
  scaffoldText,
  imageAlt,
  linkAndHeadingText,
];
export const siteRules: readonly SiteRule[] = [duplicateRoutes, folderReadme, linkRoutes, linkFragments, linkFiles, redirectCollisions, redirectChains, pagesRedirects, movedLinks, imageFiles, versionLinks, duplicateSymbols, sidebarLabels];
/** For the image files beside the pages, which pass the name rules and none of the markdown ones. */
export const imageRules: readonly ImageRule[] = [imageFormat, imageSize, imageData, imageMotion, svgSafety];

export const rules: readonly Rule[] = [...pathRules, ...fileRules, ...nameRules, ...bytesRules, ...frontmatterRules, ...treeRules, ...bodyRules, ...siteRules, ...imageRules];
