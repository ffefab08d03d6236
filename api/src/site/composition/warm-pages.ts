import { pagePath } from '@immo/shared';
import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../../catalogue/catalogue.js';

/**
 * One page of each kind the site server composes, asked once right after a start: a slot's first
 * render after a start runs cold code (lazy parts loaded from disk, nothing compiled yet) and can
 * overrun its time budget, leaving the first visitor's slot to the browser. In the background,
 * one at a time; a failure only means that page warms up on its first visit.
 */
export function warmPages(app: FastifyInstance, catalogue: Catalogue): void {
  const property = catalogue.properties[0];
  const paths = [
    pagePath('home', 'en'),
    pagePath('for-sale', 'en'),
    ...(property ? [pagePath('property', 'en', { id: String(property.ID) })] : []),
    pagePath('contact', 'en'),
    pagePath('login', 'en'),
  ];
  void (async () => {
    for (const url of paths) await app.inject({ method: 'GET', url }).catch(() => undefined);
  })();
}
