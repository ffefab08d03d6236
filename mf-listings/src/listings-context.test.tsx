import { act, screen, waitFor } from '@testing-library/react';
import { renderListings } from '../test/render.js';
import { useResource } from './listings-context.js';

function Cities({ loader }: { loader: () => Promise<string> }) {
  const [entry] = useResource('cities:en', loader);
  return <p>{entry?.status === 'ready' ? entry.data : 'loading'}</p>;
}

describe('answers of the API kept by the remote', () => {
  it('asks again for an answer still shown after the store let it go (it keeps the latest 60)', async () => {
    const loader = jest.fn(async () => 'Gent, Brugge');
    const { store } = await renderListings(<Cities loader={loader} />);
    expect(await screen.findByText('Gent, Brugge')).toBeVisible();
    // Paging and filtering fill the store with 60 newer answers.
    await act(async () => {
      const loads = [];
      for (let page = 1; page <= 60; page += 1) loads.push(store.getState().load(`list:${page}`, async () => page));
      await Promise.all(loads);
    });
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Gent, Brugge')).toBeVisible();
  });
});
