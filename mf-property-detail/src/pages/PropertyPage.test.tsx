import { ALL_ACCEPTED, emit, formatPrice, propertyEpc, type PublicProperty } from '@immo/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findSample, renderDetail, sampleApi } from '../../test/render';
import { PropertyPage } from './PropertyPage';

const available = (property: PublicProperty) => property.Status === 'available';

describe('the property page', () => {
  it('shows title, place, price, reference, breadcrumb, photos, description and the facts', async () => {
    sampleApi();
    const house = findSample(
      (p) => available(p) && p.PublishPrice && p.PublishAddress && p.Pictures.length > 2 && p.Goal === 0,
    );
    await renderDetail(<PropertyPage id={house.ID} headingLevel={1} />);
    expect(await screen.findByRole('heading', { level: 1, name: house.Title })).toBeInTheDocument();
    expect(screen.getByText(`${house.TypeDescription} · ${house.Zip} ${house.City}`)).toBeInTheDocument();
    expect(screen.getByText(`Ref: ${house.ID}`)).toBeInTheDocument();
    const price = formatPrice(house.Price, { priceUnit: house.PriceUnit, lang: 'en' });
    expect(document.querySelector('.immo-detail__price')?.textContent).toBe(price);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'For sale' })).toHaveAttribute('href', '/for-sale/');

    const photos = screen.getAllByRole('img', { name: new RegExp(house.Title), hidden: true });
    expect(photos).toHaveLength(house.Pictures.length);
    expect(photos[0]).toHaveAttribute('loading', 'eager');
    expect(photos[0]).toHaveAttribute('fetchpriority', 'high');
    expect(photos[0]).toHaveAttribute('srcset', expect.stringContaining('?w=1360 1360w'));
    expect(photos[1]).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText(`Photo 1 of ${house.Pictures.length}`)).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Features' })).toBeInTheDocument();
    if (house.Details.Bedrooms) {
      expect(screen.getByText('Bedrooms').nextElementSibling).toHaveTextContent(String(house.Details.Bedrooms));
    }
    expect(screen.getByRole('link', { name: /Street View/ })).toHaveAttribute('target', '_blank');
  });

  it('says "price on request" for a price the agency does not publish', async () => {
    sampleApi();
    const hidden = findSample((p) => !p.PublishPrice);
    await renderDetail(<PropertyPage id={hidden.ID} headingLevel={1} />);
    await screen.findByRole('heading', { level: 1, name: hidden.Title });
    expect(screen.getByText('Price on request')).toBeInTheDocument();
  });

  it('gives no address, map or Street View for an address the agency does not publish', async () => {
    sampleApi();
    const hidden = findSample((p) => !p.PublishAddress);
    await renderDetail(<PropertyPage id={hidden.ID} headingLevel={1} />);
    await screen.findByRole('heading', { level: 1, name: hidden.Title });
    expect(screen.getByText('Address on request')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /map/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /Street View/ })).toBeNull();
  });

  it('says a sold property is sold, in the page language (SPEC §4, §8)', async () => {
    sampleApi();
    const sold = findSample((p) => p.Status === 'sold', 'nl');
    await renderDetail(<PropertyPage id={sold.ID} headingLevel={1} />, 'nl');
    const message = await screen.findByText('Het gevraagde pand is verkocht.');
    expect(message.closest('[role="status"]')).toHaveTextContent('VERKOCHT');
  });

  it('says a rented property has been rented', async () => {
    sampleApi();
    const rented = findSample((p) => p.Status === 'rented');
    await renderDetail(<PropertyPage id={rented.ID} headingLevel={1} />);
    expect(await screen.findByText('The property you requested has been rented.')).toBeInTheDocument();
  });

  it('answers an unknown property with the SPEC §8 message and links to the lists and the search', async () => {
    sampleApi();
    await renderDetail(<PropertyPage id={999999} headingLevel={1} />, 'nl');
    expect(await screen.findByText('Het gevraagde pand bestaat niet of is verkocht.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Te koop' })).toHaveAttribute('href', '/nl/te-koop/');
    expect(screen.getByRole('link', { name: 'Te huur' })).toHaveAttribute('href', '/nl/te-huur/');
  });

  it('offers to try again when the API fails, and loads again', async () => {
    let fail = true;
    const api = sampleApi();
    const answer = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input: string, init?: RequestInit) =>
      fail && String(input).includes('/api/properties/')
        ? Promise.reject(new TypeError('offline'))
        : answer(input, init),
    );
    const house = findSample(available);
    await renderDetail(<PropertyPage id={house.ID} headingLevel={1} />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: house.Title })).toBeInTheDocument();
  });

  it('frames a YouTube video only after the visitor accepted social-media cookies', async () => {
    sampleApi();
    const withVideo = findSample((p) => (p.Video ?? '').includes('youtube'));
    emit('consent-changed', { status: 'undecided' });
    const { container } = await renderDetail(<PropertyPage id={withVideo.ID} headingLevel={1} />);
    await screen.findByRole('heading', { name: 'Video' });
    expect(container.querySelector('iframe')).toBeNull();
    act(() =>
      emit('consent-changed', { status: 'decided', choice: ALL_ACCEPTED, version: 1, decidedAt: '2026-11-23' }),
    );
    await waitFor(() =>
      expect(container.querySelector('iframe')).toHaveAttribute(
        'src',
        expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\//),
      ),
    );
    act(() => emit('consent-changed', { status: 'undecided' }));
  });

  it('shows the EPC label and, for a Flemish home with label E or F for sale, the renovation obligation', async () => {
    sampleApi();
    const poor = findSample((p) => {
      const epc = propertyEpc(p);
      return p.Goal === 0 && epc?.region === 'flanders' && (epc.label === 'e' || epc.label === 'f');
    });
    await renderDetail(<PropertyPage id={poor.ID} headingLevel={1} />);
    await screen.findByRole('heading', { level: 2, name: 'Energy performance' });
    expect(screen.getAllByRole('img', { name: /EPC label [EF] \(Flanders\)/ }).length).toBeGreaterThan(0);
    expect(screen.getByText(/must be renovated to label D or better within 5 years/)).toBeInTheDocument();
  });

  it('opens the photos full screen and gives the focus back when closed with Escape', async () => {
    sampleApi();
    const house = findSample((p) => p.Pictures.length > 1);
    await renderDetail(<PropertyPage id={house.ID} headingLevel={1} />);
    const opener = await screen.findByRole('button', { name: `Full screen: Photo 1 of ${house.Pictures.length}` });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('img', { name: new RegExp(house.Title), hidden: true })).toHaveLength(
      house.Pictures.length,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
