import { PAGES, type PageKey } from '@immo/shared';
import { Footer } from '../chrome/Footer.js';
import { PageContent } from '../pages/PageContent.js';
import { renderInShell } from '../../test/render-in-shell.js';
import { FOOTER_SLOT, LAYOUT, slotIdOf, slotsOf } from './layout-table.js';

const PARAMS: Partial<Record<PageKey, Record<string, string>>> = {
  property: { id: '4012345' },
  feedback: { form: 'contact' },
};

/** The slots a page's components render, in document order: what the visitor's page holds. */
async function renderedSlots(page: PageKey): Promise<string[]> {
  const { store, container } = await renderInShell(
    <>
      <PageContent route={{ lang: 'en', page, params: PARAMS[page] ?? {} }} />
      <Footer lang="en" />
    </>,
    { page, params: PARAMS[page] ?? {} },
  );
  expect(store.getState().route.page).toBe(page);
  return [...container.querySelectorAll('section[data-remote]')].map((slot) => slot.id);
}

describe('the layout table (one place for the layout of every page)', () => {
  it.each(PAGES)('is what the %s page renders: every slot it names, no other', async (page) => {
    expect(await renderedSlots(page)).toEqual(slotsOf(page).map(slotIdOf));
  });

  it('is what an unknown property renders (the server answered 404): its not-found message alone', async () => {
    const { container } = await renderInShell(
      <>
        <PageContent route={{ lang: 'en', page: 'property', params: { id: '999999' } }} />
        <Footer lang="en" />
      </>,
      { page: 'property', params: { id: '999999' }, status: 404 },
    );
    const slots = [...container.querySelectorAll('section[data-remote]')].map((slot) => slot.id);
    expect(slots).toEqual(slotsOf('property', 404).map(slotIdOf));
    expect(slots).toEqual(['slot-mf-property-detail', 'slot-mf-forms-footer']);
    expect(container.querySelector('#property-contact')).toBeNull();
  });

  it('gives each slot the height the table holds for it', async () => {
    const { container } = await renderInShell(<PageContent route={{ lang: 'en', page: 'home', params: {} }} />, {
      page: 'home',
    });
    const search = container.querySelector<HTMLElement>('#slot-mf-search')!;
    expect(search.style.getPropertyValue('--slot-min-height')).toBe('240px');
    expect(search.style.getPropertyValue('--slot-phone-min-height')).toBe('300px');
  });

  it('puts the newsletter sign-up in every footer but where it is the page, a way out, or a confirmation', () => {
    const without = PAGES.filter((page) => !slotsOf(page).includes(FOOTER_SLOT));
    expect(without).toEqual(['newsletter', 'unsubscribe', 'confirm', 'alerts']);
  });

  it.each(['for-sale', 'for-rent'] as const)(
    'offers a search alert on the %s list: mf-forms after the list, loaded as it comes into view',
    (page) => {
      expect(LAYOUT[page].slots.map(({ remote, area, load }) => ({ remote, area, load }))).toEqual([
        { remote: 'mf-listings', area: 'main', load: 'on-interaction' },
        { remote: 'mf-forms', area: 'main', load: 'in-view' },
      ]);
    },
  );

  it("gives a visitor's search alerts (the page of an alert mail's link) to mf-forms", () => {
    expect(LAYOUT.alerts).toEqual({ view: 'slots', slots: [expect.objectContaining({ remote: 'mf-forms' })] });
  });

  it('places the property page as DESIGN §3 does: the page, the contact panel beside it, similar below', () => {
    expect(LAYOUT.property.slots.map(({ remote, area, load }) => ({ remote, area, load }))).toEqual([
      { remote: 'mf-property-detail', area: 'main', load: 'at-once' },
      { remote: 'mf-forms', area: 'aside', load: 'in-view' },
      { remote: 'mf-listings', area: 'end', load: 'in-view' },
    ]);
  });
});
