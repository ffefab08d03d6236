import type { LifeCycles } from 'single-spa';
import { FITS_CONTENT } from '../layout/layout-table.js';
import { guardedLifecycles, type RemoteProps } from './remote-lifecycles.js';
import { withRetry } from '@immo/shared';

const props = {
  name: 'mf-search',
  lang: 'nl',
  route: { page: 'home', params: {} },
  apiBase: '',
  siteBase: '',
} as RemoteProps;

function slot() {
  document.body.innerHTML = '<section id="slot-mf-search"></section>';
  return document.getElementById('slot-mf-search')!;
}

function fallbackSpy() {
  const removed = jest.fn();
  const render = jest.fn((element: HTMLElement) => {
    element.textContent = 'fallback';
    return removed;
  });
  return { render, removed };
}

describe('guarded remote lifecycles', () => {
  it('mounts a healthy remote into its slot', async () => {
    const element = slot();
    const mount = jest.fn(async (mountProps: RemoteProps) => {
      mountProps.domElement!.textContent = 'remote';
    });
    const remote: LifeCycles = { bootstrap: async () => {}, mount: mount as never, unmount: async () => {} };
    const { render } = fallbackSpy();
    const guarded = guardedLifecycles(
      { remote: 'mf-search', place: 'page' },
      async () => remote,
      render,
      () => {},
    );
    await (guarded.bootstrap as (p: RemoteProps) => Promise<void>)(props);
    await (guarded.mount as (p: RemoteProps) => Promise<void>)(props);
    expect(element.textContent).toBe('remote');
    expect(render).not.toHaveBeenCalled();
  });

  it('has a slot the server drew hold its measure again when the remote renders it afresh, not when it hydrates', async () => {
    const element = slot();
    const remote: LifeCycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };
    const guarded = guardedLifecycles(
      { remote: 'mf-search', place: 'page' },
      async () => remote,
      fallbackSpy().render,
      () => {},
    );
    await (guarded.bootstrap as (p: RemoteProps) => Promise<void>)(props);
    element.setAttribute(FITS_CONTENT, '');
    const server = { version: '1.0.0', state: null, translations: {} } as unknown as RemoteProps['server'];
    await (guarded.mount as (p: RemoteProps) => Promise<void>)({ ...props, server });
    expect(element.hasAttribute(FITS_CONTENT)).toBe(true);
    await (guarded.unmount as (p: RemoteProps) => Promise<void>)(props);
    await (guarded.mount as (p: RemoteProps) => Promise<void>)(props);
    expect(element.hasAttribute(FITS_CONTENT)).toBe(false);
  });

  it('shows the fallback in the slot when the remote cannot be loaded, and removes it on unmount', async () => {
    const element = slot();
    const { render, removed } = fallbackSpy();
    const guarded = guardedLifecycles(
      { remote: 'mf-search', place: 'page' },
      async () => Promise.reject(new Error('offline')),
      render,
      () => {},
    );
    await (guarded.bootstrap as (p: RemoteProps) => Promise<void>)(props);
    await (guarded.mount as (p: RemoteProps) => Promise<void>)(props);
    expect(element.textContent).toBe('fallback');
    expect(render).toHaveBeenCalledTimes(1);
    await (guarded.unmount as (p: RemoteProps) => Promise<void>)(props);
    expect(removed).toHaveBeenCalled();
  });

  it('contains a remote that throws while mounting', async () => {
    const element = slot();
    const remote: LifeCycles = {
      bootstrap: async () => {},
      mount: async () => {
        throw new Error('render failed');
      },
      unmount: async () => {},
    };
    const { render } = fallbackSpy();
    const guarded = guardedLifecycles(
      { remote: 'mf-search', place: 'page' },
      async () => remote,
      render,
      () => {},
    );
    await (guarded.bootstrap as (p: RemoteProps) => Promise<void>)(props);
    await expect((guarded.mount as (p: RemoteProps) => Promise<void>)(props)).resolves.toBeUndefined();
    expect(element.textContent).toBe('fallback');
  });
});

describe('withRetry', () => {
  it('retries with doubling delays and gives up after the last attempt', async () => {
    const delays: number[] = [];
    const load = jest.fn(async () => {
      throw new Error('offline');
    });
    await expect(
      withRetry(load, { attempts: 3, firstDelayMs: 300, sleep: async (ms) => void delays.push(ms) }),
    ).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(3);
    expect(delays).toEqual([300, 600]);
  });

  it('returns as soon as a load succeeds', async () => {
    let calls = 0;
    const value = await withRetry(async () => (++calls < 2 ? Promise.reject(new Error('blip')) : 'ok'), {
      sleep: async () => {},
    });
    expect([value, calls]).toEqual(['ok', 2]);
  });
});
