import { join } from 'node:path';
import type { Lang } from '@immo/shared';
import { testI18n } from '@immo/shared/test-support';
import { ImmoProvider } from '@immo/shared/ui';
import { act, render, waitFor, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FormsContext, type FormsEnv } from '../src/forms-context';
import { createFormsStore, type FormsStore } from '../src/forms-store';

export type Answer = { status: number; body?: unknown } | 'offline';
export type Recorded = { url: URL; method: string; body: Record<string, unknown> | null };

/**
 * A fetch that answers the API's routes: the types, the slots, and leads as `lead`
 * says (201 by default) — recording every request.
 */
export function fakeApi(lead: (body: Record<string, unknown>) => Answer = () => ({ status: 201 })) {
  const requests: Recorded[] = [];
  const fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://site.test');
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    requests.push({ url, method: init.method ?? 'GET', body });
    const answer: Answer = url.pathname.startsWith('/api/leads/')
      ? lead(body ?? {})
      : url.pathname === '/api/types'
        ? { status: 200, body: [{ ID: 1, WebID: 1, Name: 'House', ShowOrder: 1, Sale: true, Rent: true }] }
        : { status: 200, body: [] };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const payload = answer.body ?? (answer.status === 201 ? { ok: true, message: 'Thank you' } : null);
    // jsdom has no Response: what the API client reads of one.
    return { ok: answer.status < 400, status: answer.status, json: async () => payload };
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return { requests, fetch, leads: () => requests.filter((request) => request.url.pathname.startsWith('/api/leads/')) };
}

export async function renderForms(
  ui: ReactNode,
  lang: Lang = 'en',
  env: Partial<FormsEnv> = {},
): Promise<RenderResult & { store: FormsStore }> {
  const i18n = await testI18n(
    lang,
    ['forms', 'validation', 'errors', 'common'],
    join(__dirname, '..', 'src', 'locales'),
  );
  const store = env.store ?? createFormsStore('');
  const value: FormsEnv = { store, lang, apiBase: '', siteBase: '', onSite: true, ...env };
  const result = render(
    <ImmoProvider>
      <I18nextProvider i18n={i18n}>
        <FormsContext.Provider value={value}>{ui}</FormsContext.Provider>
      </I18nextProvider>
    </ImmoProvider>,
  );
  return { ...result, store };
}

// The ALTCHA widget cannot solve its puzzle in jsdom (no workers, no SubtleCrypto key derivation):
// the tests play its part with the event it fires (checkCaptcha). What loading it leaves is its
// global, where its proofs of work and texts are registered (components/form-kit/load-altcha.ts).
jest.mock('altcha/external', () => {
  Object.assign(globalThis, { $altcha: { algorithms: new Map(), i18n: { set: () => {} } } });
  return {};
});

/**
 * Ticks the automatic check as the ALTCHA widget would once solved: its `statechange` event with a
 * payload (the server, not the form, verifies payloads). `within` picks the form when a page has several.
 */
export async function checkCaptcha(within: ParentNode = document, payload = 'eyJ0ZXN0IjoicGF5bG9hZCJ9') {
  const widget = await waitFor(() => {
    const element = within.querySelector('altcha-widget');
    if (!element) throw new Error('no ALTCHA widget yet');
    return element;
  });
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}
