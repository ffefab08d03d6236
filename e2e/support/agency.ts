/** The agency's own site (served by serve-site.mjs on the site's port + 2): a foreign origin. */
export function agencyUrl(page: string): string {
  const port = Number(process.env.E2E_PORT ?? 4319) + 2;
  return `http://127.0.0.1:${port}/${page}`;
}

/** Computed styles of the agency page's own elements: embedding a widget must change none of them. */
export const HOST_STYLE_PROBES = {
  selectors: ['html', 'body', 'h1', '#host-text', '#host-link', '#host-input', '#host-after'],
  properties: [
    'font-family',
    'font-size',
    'line-height',
    'color',
    'background-color',
    'box-sizing',
    'margin-top',
    'letter-spacing',
  ],
};
