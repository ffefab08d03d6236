import type { Lang } from '@immo/shared';
import { testI18n } from '@immo/shared/test-support';
import { ImmoProvider } from '@immo/shared/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { readyStore } from '../../../test/search-fixture.js';
import { SearchStoreContext } from '../../search-context.js';
import type { SearchSettings, SearchStore } from '../../search-store.js';
import { SearchBox } from './SearchBox.js';

/** The box over a given store, in the real translations; what is on screen is what a visitor sees. */
async function renderWithStore(store: SearchStore, lang: Lang = 'en') {
  const i18n = await testI18n(lang, ['search', 'common']);
  return render(
    <ImmoProvider>
      <I18nextProvider i18n={i18n}>
        <SearchStoreContext.Provider value={store}>
          <SearchBox lang={lang} apiBase="" siteBase="" />
        </SearchStoreContext.Provider>
      </I18nextProvider>
    </ImmoProvider>,
  );
}

async function renderBox(lang: Lang = 'en', overrides: Partial<SearchSettings> = {}) {
  const { store, index } = readyStore(lang, overrides);
  await renderWithStore(store, lang);
  return { index, input: screen.getByRole('combobox'), user: userEvent.setup() };
}

describe('the search box', () => {
  it('shows the placeholder in the visitor language and a closed panel', async () => {
    const { input } = await renderBox('nl');
    expect(input).toHaveAttribute('placeholder', 'ID, Type, Gemeente');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens on focus with every property type, and closes when focus leaves', async () => {
    const { input, user, index } = await renderBox();
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('group')).toHaveLength(1);
    expect(within(listbox).getAllByRole('option')).toHaveLength(index.types.length * 2);
    await user.tab(); // the search button, beside the field: the panel would cover the page below it
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('stays open while focus is on the clear button inside the field, and closes on the search button', async () => {
    const { input, user } = await renderBox();
    await user.type(input, 'gent');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(input).toHaveFocus();
    expect(screen.getByRole('listbox')).toBeVisible();
  });

  it('lists matching cities as "Name [zip]" with for-sale and for-rent links, accents ignored', async () => {
    const { input, user } = await renderBox();
    await user.type(input, 'liege');
    expect(screen.getByRole('option', { name: /^Liège \[4000\] for sale \(\d+\)$/ })).toHaveAttribute(
      'href',
      '/for-sale/?city=Li%C3%A8ge%7C4000',
    );
  });

  it('says so when nothing matches, and emptying the text brings the types back', async () => {
    const { input, user, index } = await renderBox();
    await user.type(input, 'qqqzzz');
    expect(screen.getByText('No results were found for your search.')).toBeVisible();
    await user.clear(input);
    expect(screen.getAllByRole('option')).toHaveLength(index.types.length * 2);
  });

  it('disables a link with nothing behind it', async () => {
    const { input, user, index } = await renderBox();
    const city = index.cities.find((entry) => entry.rent === 0 && entry.sale > 0)!;
    await user.type(input, city.zip);
    const disabled = screen.getByRole('option', { name: new RegExp(`${city.name} \\[${city.zip}\\] for rent`) });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    expect(disabled).not.toHaveAttribute('href');
  });

  it('hides counts when showSearchCount is off', async () => {
    const { input, user } = await renderBox('en', { showSearchCount: false });
    await user.click(input);
    expect(screen.getAllByRole('option').every((option) => !/\(\d+\)/.test(option.textContent ?? ''))).toBe(true);
  });

  it('shows the for-sale and for-rent totals and the public title with totals filled in', async () => {
    const { index } = await renderBox();
    expect(screen.getByRole('link', { name: `For sale (${index.totals.sale})` })).toHaveAttribute('href', '/for-sale/');
    expect(
      screen.getByText(`Browse ${index.totals.sale} properties for sale and ${index.totals.rent} for rent.`),
    ).toBeVisible();
  });

  it('hides the totals buttons, title and description when the configuration says so', async () => {
    const { index } = await renderBox('en', {
      showCountProperty: false,
      searchBox: {
        ...readyStore('en').store.getState().settings!.searchBox,
        titlePublic: false,
        descriptionPublic: false,
      },
    });
    expect(screen.queryByRole('link', { name: `For sale (${index.totals.sale})` })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('renders nothing when the configuration switches the input off', async () => {
    const { container } = await renderWithStore(readyStore('en', { showSearchInput: false }).store);
    expect(container.querySelector('input')).toBeNull();
  });

  it('walks the enabled links with the arrow keys and closes with Escape, then clears with a second Escape', async () => {
    const { input, user } = await renderBox();
    await user.type(input, 'gent');
    await user.keyboard('{ArrowDown}');
    const first = screen.getAllByRole('option').find((option) => option.getAttribute('aria-disabled') !== 'true')!;
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('gent');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('keeps an arrow pressed while the index is on its way, and moves once it is there', async () => {
    // A box the server rendered shows its settings and totals and is usable before its index arrives.
    const { store } = readyStore('en');
    const search = store.getState().search;
    store.setState({ status: 'loading', search: null });
    await renderWithStore(store);
    const input = screen.getByRole('combobox');
    const user = userEvent.setup();
    await user.type(input, 'gent');
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    act(() => store.setState({ status: 'ready', search }));
    const first = screen.getAllByRole('option').find((option) => option.getAttribute('aria-disabled') !== 'true')!;
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the panel from the search button', async () => {
    const { input, user } = await renderBox();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(input).toHaveFocus();
    expect(screen.getByRole('listbox')).toBeVisible();
  });

  it('keeps an open panel in place when the search button is clicked (no close and reopen)', async () => {
    const { input, user } = await renderBox();
    await user.type(input, 'gent');
    const listbox = screen.getByRole('listbox');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(input).toHaveFocus();
    expect(screen.getByRole('listbox')).toBe(listbox);
  });
});

/** The box as `<immo-search>` renders it: in a shadow root of an element on an agency's page. */
async function renderInShadowRoot() {
  const pageField = document.body.appendChild(document.createElement('input'));
  const host = document.body.appendChild(document.createElement('div'));
  const container = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
  const i18n = await testI18n('nl', ['search', 'common']);
  render(
    <ImmoProvider shadow={{ host, container }}>
      <I18nextProvider i18n={i18n}>
        <SearchStoreContext.Provider value={readyStore('nl').store}>
          <SearchBox lang="nl" apiBase="" siteBase="" />
        </SearchStoreContext.Provider>
      </I18nextProvider>
    </ImmoProvider>,
    { container },
  );
  const shadow = within(container);
  return { shadow, pageField, input: shadow.getByRole('combobox'), user: userEvent.setup() };
}

describe('the search box in a shadow root (the widget)', () => {
  afterEach(() => document.body.replaceChildren());

  it('follows focus inside its shadow root: open on the clear button, closed on the search button', async () => {
    const { shadow, input, user } = await renderInShadowRoot();
    await user.type(input, 'gent');
    act(() => shadow.getByRole('button', { name: 'Zoekopdracht wissen' }).focus());
    expect(shadow.getByRole('listbox')).toBeVisible();
    act(() => shadow.getByRole('button', { name: 'Zoeken' }).focus());
    expect(shadow.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it("closes when focus goes to the agency's page, and Escape keeps focus in the input", async () => {
    const { shadow, input, user, pageField } = await renderInShadowRoot();
    await user.type(input, 'gent');
    await user.keyboard('{Escape}');
    expect(shadow.queryByRole('listbox')).not.toBeInTheDocument();
    expect((input.getRootNode() as ShadowRoot).activeElement).toBe(input);
    await user.keyboard('{ArrowDown}');
    expect(shadow.getByRole('listbox')).toBeVisible();
    act(() => pageField.focus());
    expect(shadow.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('the search box when the index cannot be loaded', () => {
  it('says so and loads it again on request', async () => {
    const { store } = readyStore('en');
    const load = jest.fn(async () => store.setState({ status: 'ready' }));
    store.setState({ status: 'failed', load });
    await renderWithStore(store);
    expect(screen.getByText('This part of the page could not be loaded.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledWith('en');
    expect(await screen.findByRole('combobox')).toBeVisible();
  });
});
