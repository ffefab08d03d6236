// ./app in the browser on a page the server rendered: it hydrates the slot (DESIGN §7) — no React
// warning, the server's elements kept, no second request.
import { ALL_ACCEPTED, emit, propertyPath, type Lang, type PublicProperty } from '@immo/shared';
import type { SlotRenderRequest } from '@immo/shared/federation';
import consentTexts from '@immo/shared/locales/nl/consent.json' with { type: 'json' };
import type { RemoteAppProps } from '@immo/shared/remote';
import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { findSample, sampleApi } from '../test/render';
import * as app from './app.js';
import { mountSlot, renderInServerModules, slotRenderRequest } from '@immo/shared/test-support';

const serverRender = (request: SlotRenderRequest) => renderInServerModules(() => import('./ssr.js'), request);

function slotRequest(property: PublicProperty, lang: Lang, fetch: typeof globalThis.fetch): SlotRenderRequest {
  return slotRenderRequest('mf-property-detail', {
    lang,
    route: { page: 'property', params: { id: String(property.ID) } },
    pathname: propertyPath(property, lang),
    fetch,
  });
}

function mountProps(property: PublicProperty, lang: Lang, domElement: HTMLElement): RemoteAppProps {
  return {
    name: 'mf-property-detail',
    lang,
    route: { page: 'property', params: { id: String(property.ID) } },
    location: { pathname: propertyPath(property, lang), search: '' },
    place: 'page',
    apiBase: '',
    siteBase: '',
    domElement,
  };
}

const mount = (props: RemoteAppProps) => mountSlot(app, props);

const withVideo = findSample((p) => (p.Video ?? '').includes('youtube') && p.Pictures.length > 0, 'nl');

describe('./app on a page the server rendered', () => {
  let slotElement: HTMLElement;
  beforeEach(() => {
    window.history.replaceState(null, '', propertyPath(withVideo, 'nl'));
    slotElement = document.createElement('section');
    // The slot's id gives React's ids their prefix, as on the server (the calculator's fields have ids).
    slotElement.id = 'slot-mf-property-detail';
    document.body.append(slotElement);
  });
  afterEach(() => {
    slotElement.remove();
    emit('consent-changed', { status: 'undecided' });
  });

  it("hydrates the server's markup without a warning or a second request, then opens what only the browser knows", async () => {
    const slot = await serverRender(slotRequest(withVideo, 'nl', sampleApi().fetch as typeof fetch));
    slotElement.innerHTML = slot.html;
    const heading = slotElement.querySelector('h1');
    const firstPhoto = slotElement.querySelector('img.immo-photo');
    const video = slotElement.querySelector('[aria-labelledby="immo-detail-video"]');
    const browser = sampleApi();
    // The visitor accepted every cookie on an earlier page: the server cannot know it.
    emit('consent-changed', { status: 'decided', choice: ALL_ACCEPTED, version: 1, decidedAt: '2026-11-23' });
    const errors = jest.spyOn(console, 'error');
    const props = {
      ...mountProps(withVideo, 'nl', slotElement),
      server: {
        version: slot.version,
        state: JSON.parse(JSON.stringify(slot.state)),
        // The page's texts, with those of its consent dialog, which the player's gate reads once it
        // shows (jsdom cannot load a namespace over HTTP).
        translations: { ...slot.translations, consent: consentTexts },
      },
    };
    try {
      await mount(props);
      // The player framed once the page is the browser's: after the hydration, not in it.
      await waitFor(() => expect(slotElement.querySelector('iframe')).not.toBeNull());
      expect(errors).not.toHaveBeenCalled();
      expect(slotElement.querySelector('h1')).toBe(heading);
      expect(slotElement.querySelector('img.immo-photo')).toBe(firstPhoto);
      // The players' part too, though its code arrived after the page was hydrated.
      expect(slotElement.querySelector('[aria-labelledby="immo-detail-video"]')).toBe(video);
      const asked = browser.requests.map(({ url }) => url.pathname);
      expect(asked).not.toContain(`/api/properties/${withVideo.ID}`);
      expect(asked).not.toContain('/api/config');
    } finally {
      errors.mockRestore();
      await act(() => app.unmount(props as never));
    }
  });
});
