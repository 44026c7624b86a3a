/**
 * Every writer rule, once. The content check runs them in this order; the README's list of what the
 * build checks is generated from this list (`npm run readme:rules`, kept in step by a unit test).
 */
import { calloutMarkers } from './callout-markers';
import { codeTabs } from './code-tabs';
import { descriptionLength } from './description-length';
import { duplicateRoutes } from './duplicate-routes';
import { fenceLanguage } from './fence-language';
import { fieldTypes } from './field-types';
import { folderPageName } from './folder-page-name';
import { folderReadme } from './folder-readme';
import { frontmatterYaml } from './frontmatter-yaml';
import { knownFields } from './known-fields';
import { linkFiles } from './link-files';
import { linkFragments } from './link-fragments';
import { linkRoutes } from './link-routes';
import { markdownOnly } from './markdown-only';
import { noCustomHeadingIds } from './no-custom-heading-ids';
import { noPlaceholders } from './no-placeholders';
import { noRawHtml } from './no-raw-html';
import { notEmpty } from './not-empty';
import { oneH1 } from './one-h1';
import { proseLength } from './prose-length';
import { referenceDefinitions } from './reference-definitions';
import { requiredFields } from './required-fields';
import { routeNames } from './route-names';
import type { BodyRule, BytesRule, FrontmatterRule, NameRule, Rule, SiteRule } from './rule';
import { safeUrls } from './safe-urls';
import { twoSections } from './two-sections';
import { utf8 } from './utf-8';

export const nameRules: readonly NameRule[] = [markdownOnly, routeNames, folderPageName];
export const bytesRules: readonly BytesRule[] = [notEmpty, utf8];
export const frontmatterRules: readonly FrontmatterRule[] = [frontmatterYaml, requiredFields, fieldTypes, knownFields, descriptionLength];
export const bodyRules: readonly BodyRule[] = [
  noRawHtml,
  oneH1,
  noCustomHeadingIds,
  calloutMarkers,
  referenceDefinitions,
  fenceLanguage,
  codeTabs,
  safeUrls,
  proseLength,
  twoSections,
  noPlaceholders,
];
export const siteRules: readonly SiteRule[] = [duplicateRoutes, folderReadme, linkRoutes, linkFragments, linkFiles];

/** The warnings that hold a page to the site's standard rather than keep it publishable. */
export const pageQualityRules: readonly Rule[] = [descriptionLength, proseLength, twoSections, noPlaceholders];

export const rules: readonly Rule[] = [...nameRules, ...bytesRules, ...frontmatterRules, ...bodyRules, ...siteRules];
