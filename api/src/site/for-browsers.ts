/**
 * The schema of a route that serves a browser, not an integrator: the site's pages, robots.txt,
 * sitemap.xml, the icons and the logo. Left out of the OpenAPI document (/api/docs), which
 * describes the API an agency calls.
 */
export const FOR_BROWSERS = { hide: true } as const;
