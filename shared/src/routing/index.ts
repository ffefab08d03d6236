/** `@immo/shared/routing` (DESIGN §4): the one path table and resolver the shell and every remote share. */
export { PAGES, isPageKey, type PageKey } from './pages.js';
export {
  PATH_TABLE,
  PROPERTY_KINDS,
  PROPERTY_KIND_SEGMENTS,
  ROOT_LANGUAGE,
  THANK_YOU_FORM_SEGMENTS,
  type PathPatterns,
  type PropertyKind,
} from './path-table.js';
export { EMPTY_SLUG, SLUG_MAX_LENGTH, slugify } from './slug.js';
export { languageFromPath, splitPath, type PathParts } from './path-parts.js';
export { matchRoute, resolveRoute, type Route } from './resolve-route.js';
export { homePath, pagePath } from './page-path.js';
export { canonicalPath, localizePath } from './localize-path.js';
export { routeAlternates, switchLanguage } from './switch-language.js';
export { propertyKind, propertyPath, type PropertyPathInput } from './property-path.js';
export { menuLinks, type MenuLink, type MenuLinkPage } from './menu-links.js';
export { localizeLink } from './localize-link.js';
export { PROPERTY_LIST_PAGES } from './property-list-page.js';
export { fragmentToken, type FragmentToken } from './fragment-token.js';
