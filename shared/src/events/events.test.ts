import { ALL_ACCEPTED } from '../consent/categories.js';
import { emit, eventType, lastEmitted, on } from './index.js';

describe('micro-frontend events', () => {
  it('delivers a typed detail to every subscriber until it unsubscribes', () => {
    const target = new EventTarget();
    const seen: string[] = [];
    const off = on('language-changed', ({ lang }) => seen.push(lang), { target });
    emit('language-changed', { lang: 'nl' }, target);
    off();
    emit('language-changed', { lang: 'fr' }, target);
    expect(seen).toEqual(['nl']);
  });

  it('replays the last value to a late subscriber that asks for it', () => {
    const target = new EventTarget();
    const state = { status: 'decided' as const, choice: ALL_ACCEPTED, version: 1, decidedAt: '2026-11-22T10:00:00Z' };
    emit('consent-changed', state, target);
    const replayed = jest.fn();
    const notReplayed = jest.fn();
    on('consent-changed', replayed, { target, replay: true });
    on('consent-changed', notReplayed, { target });
    expect(replayed).toHaveBeenCalledWith(state);
    expect(notReplayed).not.toHaveBeenCalled();
    expect(lastEmitted('consent-changed', target)).toEqual(state);
  });

  it('keeps events of different names apart and prefixes them for host pages', () => {
    const target = new EventTarget();
    const navigate = jest.fn();
    on('navigate', navigate, { target });
    emit('language-changed', { lang: 'de' }, target);
    expect(navigate).not.toHaveBeenCalled();
    expect(eventType('navigate')).toBe('immo:navigate');
    const raw = jest.fn();
    target.addEventListener('immo:navigate', raw);
    emit('navigate', { path: '/nl/te-koop/' }, target);
    expect(navigate).toHaveBeenCalledWith({ path: '/nl/te-koop/' });
    expect(raw).toHaveBeenCalledTimes(1);
  });

  it('uses the global object by default, as a browser page does', () => {
    const handler = jest.fn();
    const off = on('language-changed', handler);
    emit('language-changed', { lang: 'en' });
    off();
    expect(handler).toHaveBeenCalledWith({ lang: 'en' });
  });
});
