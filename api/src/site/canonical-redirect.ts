import { propertyPath, resolveRoute } from '@immo/shared';
import type { Catalogue } from '../catalogue/catalogue.js';

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    // A stray "%" cannot be the canonical spelling: it is redirected like any other.
    return pathname;
  }
}

/**
 * Where a property page's URL should be, when it is not there already: the property's canonical
 * path in the language of the URL (`propertyPath(record, lang)`), with the query string kept.
 *
 * The resolver is tolerant (any case, accents, a stale title or city slug, the wrong kind segment,
 * the short `/nl/pand/{id}/` form, a missing trailing slash, leading zeros in the id, `/en/…`); only
 * one spelling is served, compared exactly after percent-decoding. Undefined for every other page,
 * and for an id the catalogue does not have (that stays the 404 page).
 */
export function canonicalPropertyRedirect(url: string, catalogue: Catalogue): string | undefined {
  const cut = url.search(/[?#]/);
  const pathname = cut === -1 ? url : url.slice(0, cut);
  const route = resolveRoute(pathname);
  if (route.page !== 'property') return undefined;
  const record = catalogue.propertyNamed(route.params.id);
  if (!record) return undefined;
  const canonical = propertyPath(record, route.lang);
  if (decodePath(pathname) === canonical) return undefined;
  // Never a loop: the target must itself be this property's page (it is, unless the path table breaks).
  const target = resolveRoute(canonical);
  if (target.page !== 'property' || target.params.id !== route.params.id) return undefined;
  // A fragment never reaches the server; the query is carried over as the visitor sent it.
  const query = url[cut] === '?' ? url.slice(cut).replace(/#.*$/, '') : '';
  return canonical + query;
}
