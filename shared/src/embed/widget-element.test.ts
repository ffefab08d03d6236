/**
 * @jest-environment jsdom
 */
import { defineWidgetElement } from './widget-element.js';

describe('a widget element whose widget cannot load', () => {
  it("offers a link to the site in the element's language instead of staying empty", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    defineWidgetElement('immo-test-offline', {
      load: () => Promise.reject(new Error('offline')),
      origin: 'https://www.immolys.be',
    });
    const element = document.createElement('immo-test-offline');
    element.setAttribute('lang', 'nl');
    element.setAttribute('site', 'https://www.agency.example');
    document.body.append(element);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const link = element.shadowRoot?.querySelector('a');
    expect(link?.textContent).toBe('Dit onderdeel kon niet getoond worden: bezoek onze website');
    expect(link?.getAttribute('href')).toBe('https://www.agency.example/');
  });
});
