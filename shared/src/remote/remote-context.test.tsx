/**
 * @jest-environment jsdom
 */
import '../../test-support/jsdom-setup.js';
import { render, screen } from '@testing-library/react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { remoteContext } from './remote-context.js';

type State = { count: number };
type Env = { store: StoreApi<State>; lang: string };
const demo = remoteContext<State, Env>('mf-demo', 'DemoRoot');

function Count() {
  const count = demo.useSelect((state) => state.count);
  return <p>{`${demo.useEnv().lang}: ${count}`}</p>;
}

describe('remoteContext', () => {
  it("reads the remote's own store and environment under its root", () => {
    const store = createStore<State>(() => ({ count: 3 }));
    render(
      <demo.Context.Provider value={{ store, lang: 'nl' }}>
        <Count />
      </demo.Context.Provider>,
    );
    expect(screen.getByText('nl: 3')).toBeInTheDocument();
  });

  it('names the remote and its root when used outside it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Count />)).toThrow('mf-demo: used outside <DemoRoot>');
  });
});
