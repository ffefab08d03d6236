import { ALL_ACCEPTED } from '../consent/categories.js';
import { emit, eventType, lastEmitted, on, onRequest } from './index.js';

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

  it('gives a request emitted before anyone listened to the first listener that answers it, once', () => {
    const target = new EventTarget();
    emit('open-cookie-settings', null, target);
    const first = jest.fn();
    const offFirst = onRequest('open-cookie-settings', first, { target });
    expect(first).toHaveBeenCalledWith(null);
    // Mounted again, or a second listener: the ask was answered already.
    offFirst();
    const again = jest.fn();
    onRequest('open-cookie-settings', again, { target });
    expect(again).not.toHaveBeenCalled();
    // A new ask reaches the live listener, and is not replayed after it answered.
    emit('open-cookie-settings', { accept: 'marketing' }, target);
    expect(again).toHaveBeenCalledWith({ accept: 'marketing' });
    const late = jest.fn();
    onRequest('open-cookie-settings', late, { target });
    expect(late).not.toHaveBeenCalled();
  });

  it('leaves a request unanswered for a later listener when a listener says it is not its own', () => {
    const target = new EventTarget();
    const ask = { propertyId: 7, request: 'document-request' as const };
    const otherProperty = jest.fn(() => false);
    onRequest('open-property-request', otherProperty, { target });
    emit('open-property-request', ask, target);
    expect(otherProperty).toHaveBeenCalledWith(ask);
    const thisProperty = jest.fn(() => true);
    onRequest('open-property-request', thisProperty, { target });
    expect(thisProperty).toHaveBeenCalledWith(ask);
  });

  it('replays, once, an ask emitted by a copy of this package that does not count (built against 4.0)', () => {
    const target = new EventTarget() as EventTarget & Record<symbol, unknown>;
    const ask = { propertyId: 3, request: 'document-request' as const };
    // What 4.0's emit() did: the last value, then the event.
    target[Symbol.for('immo.events.last')] = { 'open-property-request': ask };
    target.dispatchEvent(new CustomEvent('immo:open-property-request', { detail: ask }));
    const panel = jest.fn();
    onRequest('open-property-request', panel, { target });
    expect(panel).toHaveBeenCalledWith(ask);
    const again = jest.fn();
    onRequest('open-property-request', again, { target });
    expect(again).not.toHaveBeenCalled();
  });

  it('leaves no listener behind when the handler throws on the ask it missed', () => {
    const target = new EventTarget();
    emit('open-cookie-settings', null, target);
    const failing = jest.fn(() => {
      throw new Error('no store');
    });
    expect(() => onRequest('open-cookie-settings', failing, { target })).toThrow('no store');
    emit('open-cookie-settings', null, target);
    expect(failing).toHaveBeenCalledTimes(1);
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
