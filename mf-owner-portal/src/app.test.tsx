// ./app in the browser on the login page the server rendered: it hydrates the slot (DESIGN §7)
// without a React warning, keeps the server's elements, and only then does what the browser alone
// may do — check the owner's session, take the reset link's token — while the form works.
import type { Lang } from '@immo/shared';
import { slotIdentifierPrefix, type SlotRender, type SlotRenderRequest } from '@immo/shared/federation';
import type { RemoteAppProps } from '@immo/shared/remote';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { fakeOwnerApi } from '../test/fake-api';
import * as app from './app.js';
import { mountSlot, renderInServerModules } from '@immo/shared/test-support';

const serverRender = (request: SlotRenderRequest) => renderInServerModules(() => import('./ssr.js'), request);

const loginRoute = { page: 'login', params: {} };
/** The page's slot as the shell lays it out (its id gives the ids React makes inside it). */
const SLOT_ID = 'slot-mf-owner-portal';

function slotRequest(lang: Lang): SlotRenderRequest {
  return {
    lang,
    route: loginRoute,
    pathname: `/${lang}/login/`,
    search: '',
    place: 'page',
    apiBase: '',
    siteBase: '',
    signal: new AbortController().signal,
    identifierPrefix: slotIdentifierPrefix(SLOT_ID),
  };
}

function mountProps(lang: Lang, domElement: HTMLElement, slot: SlotRender): RemoteAppProps {
  return {
    name: 'mf-owner-portal',
    lang,
    route: loginRoute,
    location: { pathname: `/${lang}/login/`, search: '' },
    place: 'page',
    apiBase: '',
    siteBase: '',
    domElement,
    server: { version: slot.version, state: JSON.parse(JSON.stringify(slot.state)), translations: slot.translations },
  };
}

/** A session answer the test gives when it likes: the check stays on its way until then. */
function holdSessionCheck() {
  const answer = globalThis.fetch;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = (async (input: string, init?: RequestInit) => {
    if (new URL(input, 'http://site.test').pathname === '/api/owner/session') await released;
    return answer(input, init);
  }) as typeof fetch;
  return release;
}

describe('./app on the login page the server rendered', () => {
  let slotElement: HTMLElement;
  let mounted: RemoteAppProps | null;
  let errors: jest.SpyInstance;

  /** The server's HTML in the slot, as the page brings it. */
  async function serverPage(lang: Lang): Promise<SlotRender> {
    const slot = await serverRender(slotRequest(lang));
    slotElement.innerHTML = slot.html;
    return slot;
  }

  /** Mounts as single-spa does, with the server's render; React renders when act lets it. */
  async function hydrate(lang: Lang, slot: SlotRender): Promise<void> {
    const props = mountProps(lang, slotElement, slot);
    mounted = props;
    await mountSlot(app, props);
  }

  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/nl/login/');
    slotElement = document.createElement('section');
    slotElement.id = SLOT_ID;
    document.body.append(slotElement);
    mounted = null;
    errors = jest.spyOn(console, 'error');
  });
  afterEach(async () => {
    errors.mockRestore();
    if (mounted) await act(() => app.unmount(mounted as never));
    slotElement.remove();
  });

  it("hydrates the server's login form without a warning, checks the session after, and the form works", async () => {
    const api = fakeOwnerApi();
    const slot = await serverPage('nl');
    const heading = slotElement.querySelector('h1');
    const email = slotElement.querySelector('input[name="email"]');
    expect(api.requests).toEqual([]);

    await hydrate('nl', slot);
    expect(errors).not.toHaveBeenCalled();
    expect(slotElement.querySelector('h1')).toBe(heading);
    expect(slotElement.querySelector('input[name="email"]')).toBe(email);
    await waitFor(() => expect(api.requests.map(({ path }) => path)).toEqual(['/api/owner/session']));

    const user = userEvent.setup();
    const submit = within(slotElement).getByRole('button', { name: 'Aanmelden' });
    expect(submit).toBeEnabled();
    await user.click(submit);
    const emailField = within(slotElement).getByLabelText(/E-mailadres/);
    await waitFor(() => expect(emailField).toHaveAttribute('aria-invalid', 'true'));
    expect(emailField).toHaveAccessibleDescription(/e-mailadres/i);
    await user.type(emailField, 'an.peeters@example.be');
    expect(emailField).toHaveValue('an.peeters@example.be');
    expect(api.requests.filter(({ path }) => path === '/api/owner/login')).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps what was typed (or filled by a password manager) before the page was hydrated', async () => {
    const api = fakeOwnerApi();
    const slot = await serverPage('nl');
    (slotElement.querySelector('input[name="email"]') as HTMLInputElement).value = 'an.peeters@example.be';
    (slotElement.querySelector('input[name="password"]') as HTMLInputElement).value = 'Zonnebloem-2026';

    await hydrate('nl', slot);
    expect(within(slotElement).getByLabelText(/E-mailadres/)).toHaveValue('an.peeters@example.be');
    await userEvent.setup().click(within(slotElement).getByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn pand' })).toBeInTheDocument();
    expect(api.requests.find(({ path }) => path === '/api/owner/login')?.body).toMatchObject({
      email: 'an.peeters@example.be',
      password: 'Zonnebloem-2026',
    });
    expect(errors).not.toHaveBeenCalled();
  });

  it("shows a logged-in owner the form with the check announced, then the owner's dashboard", async () => {
    fakeOwnerApi({ loggedIn: true });
    const release = holdSessionCheck();
    const slot = await serverPage('en');
    const checkLine = slotElement.querySelector('[aria-live="polite"]');
    expect(checkLine).toBeEmptyDOMElement();

    await hydrate('en', slot);
    expect(errors).not.toHaveBeenCalled();
    await waitFor(() => expect(checkLine).toHaveTextContent('Checking whether you are already logged in…'));
    expect(within(slotElement).getByRole('heading', { level: 1, name: 'Owner login' })).toBeInTheDocument();
    expect(within(slotElement).getByLabelText(/E-mail address/)).toBeInTheDocument();

    await act(async () => release());
    expect(await within(slotElement).findByRole('heading', { level: 1, name: 'My property' })).toBeInTheDocument();
    expect(within(slotElement).queryByRole('form', { name: 'Owner login' })).toBeNull();
  });

  it("takes the reset link's token after hydration: the reset form, the address cleaned, no session asked", async () => {
    const api = fakeOwnerApi();
    window.history.replaceState(null, '', '/fr/login/#reset=abc_DEF-123');
    const slot = await serverPage('fr');
    expect(slotElement.querySelector('h1')).toHaveTextContent('Connexion propriétaire');

    await hydrate('fr', slot);
    expect(errors).not.toHaveBeenCalled();
    expect(
      await within(slotElement).findByRole('heading', { level: 1, name: 'Réinitialisez votre mot de passe' }),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(api.requests.map(({ path }) => path)).not.toContain('/api/owner/session');
  });
});
