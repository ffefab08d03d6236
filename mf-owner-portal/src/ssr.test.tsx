/**
 * @jest-environment node
 */
// Node, no DOM: the login page's slot renders on the server, touching no window and asking nothing.
import type { Lang } from '@immo/shared';
import { slotIdentifierPrefix, type SlotRenderRequest } from '@immo/shared/federation';
import { remoteElement, renderWhenLoaded } from '@immo/shared/remote-server';
import { OWNER } from '../test/fake-api.js';
import { createPortalStore, type PortalSnapshot } from './owner-portal-store.js';
import { siteApp } from './site-app.js';
import { render } from './ssr.js';
import { asThePageCarries, slotRenderRequest } from '@immo/shared/test-support';

/** The site server's way to the API: the login page must never use it (no session on the server). */
function serverFetch(asked: string[]): typeof fetch {
  return (async (input: string) => {
    asked.push(String(input));
    return new Response('null', { status: 500 });
  }) as typeof fetch;
}

/** The attributes of the input with that name, as the server wrote them. */
function inputNamed(html: string, name: string): string[] {
  const input = html.match(new RegExp(`<input[^>]* name="${name}"[^>]*>`))?.[0] ?? '';
  return input.match(/[\w-]+="[^"]*"/g) ?? [];
}

function request(lang: Lang, fetch: typeof globalThis.fetch = serverFetch([])): SlotRenderRequest {
  return slotRenderRequest('mf-owner-portal', {
    lang,
    route: { page: 'login', params: {} },
    pathname: `/${lang}/login/`,
    fetch,
  });
}

describe("mf-owner-portal's server render (./ssr)", () => {
  it.each([
    {
      lang: 'nl' as const,
      title: 'Aanmelden eigenaar',
      intro: 'Meld u aan om uw pand op te volgen.',
      email: 'E-mailadres',
      password: 'Wachtwoord',
      submit: 'Aanmelden',
      forgotten: 'Wachtwoord vergeten?',
    },
    {
      lang: 'fr' as const,
      title: 'Connexion propriétaire',
      intro: 'Connectez-vous pour suivre votre bien.',
      email: 'Adresse e-mail',
      password: 'Mot de passe',
      submit: 'Se connecter',
      forgotten: 'Mot de passe oublié',
    },
  ])(
    'renders the login page an anonymous visitor sees in $lang, asking the API nothing',
    async ({ lang, title, intro, email, password, submit, forgotten }) => {
      const asked: string[] = [];
      const slot = await render(request(lang, serverFetch(asked)));
      expect(slot.html).toContain(`<h1>${title}</h1>`);
      expect(slot.html).toContain(`<p>${intro}</p>`);
      expect(slot.html).toMatch(new RegExp(`<form[^>]* aria-label="${title}"`));
      expect(slot.html).toMatch(new RegExp(`<label[^>]*>${email}<span[^>]*> \\*</span></label>`));
      expect(slot.html).toMatch(new RegExp(`<label[^>]*>${password}<span[^>]*> \\*</span></label>`));
      expect(inputNamed(slot.html, 'email')).toEqual(
        expect.arrayContaining(['type="email"', 'autoComplete="username"']),
      );
      expect(inputNamed(slot.html, 'password')).toEqual(
        expect.arrayContaining(['type="password"', 'autoComplete="current-password"']),
      );
      expect(slot.html).toContain(submit);
      expect(slot.html).toContain(forgotten);
      // The browser's code sends the form: until it runs, the browser itself must not (GET, password in the address).
      expect(slot.html).toMatch(/<button[^>]* type="submit"[^>]* disabled=""/);
      // The session check is the browser's: its line is there, empty.
      expect(slot.html).toContain('<p aria-live="polite" aria-atomic="true" class="immo-portal__session-check"></p>');
      expect(asked).toEqual([]);
      expect(Object.keys(slot.translations)).toEqual(['owner', 'validation', 'errors', 'common']);
      expect(slot.translations['owner']).toMatchObject({ login: { title } });
      expect(slot.css).toEqual(expect.any(String));
      expect(slot.version).toBe('dev');
    },
  );

  it("holds no owner's data and no other view, even where the API would answer an owner's session", async () => {
    // An API that answers every request with a logged-in owner, as it would with the owner's cookie.
    const asked: string[] = [];
    const ownerEverywhere = (async (input: string) => {
      asked.push(String(input));
      return new Response(JSON.stringify({ owner: OWNER, csrfToken: 'csrf-1' }), { status: 200 });
    }) as typeof fetch;
    const globalFetch = globalThis.fetch;
    globalThis.fetch = ownerEverywhere;
    try {
      const slot = await render(request('en', ownerEverywhere));
      expect(asked).toEqual([]);
      expect(slot.state).toEqual({ view: { name: 'login' } });
      expect(slot.html).toContain('<h1>Owner login</h1>');
      expect(slot.html).not.toContain(OWNER.name);
      expect(slot.html).not.toContain('My property');
      expect(slot.html).not.toContain('Log out');
    } finally {
      globalThis.fetch = globalFetch;
    }
  });

  it("sends the state the browser's store starts from, and the browser's first render is the server's", async () => {
    const slot = await render(request('nl'));
    const { state, translations } = asThePageCarries<PortalSnapshot>(slot);
    expect(createPortalStore('', 'nl', { start: state }).getState()).toMatchObject({
      view: { name: 'login' },
      sessionCheck: 'ahead',
      owner: null,
    });
    // The browser's first render, from the state and texts alone, is the server's markup.
    const props = { name: 'mf-owner-portal', lang: 'nl', route: request('nl').route, apiBase: '', siteBase: '' };
    const first = await renderWhenLoaded(remoteElement(siteApp, props, { translations, state }), {
      signal: new AbortController().signal,
      identifierPrefix: slotIdentifierPrefix('slot-mf-owner-portal'),
    });
    expect(first).toBe(slot.html);
  });

  it('stops when its time is up, leaving the slot to the browser', async () => {
    const controller = new AbortController();
    const pending = render({ ...request('nl'), signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
