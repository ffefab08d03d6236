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

describe("a widget element's links", () => {
  /** The options the element hands its widget, with the attributes given. */
  async function optionsOf(tag: string, attributes: Record<string, string>) {
    const mount = jest.fn(() => Object.assign(() => undefined, { update: () => undefined }));
    // embed.js served from a CDN of its own, not from the site.
    defineWidgetElement(tag, { load: async () => ({ mount }), origin: 'https://cdn.immolys.example' });
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.body.append(element);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return (mount.mock.calls[0] as unknown as [HTMLElement, { apiBase: string; siteBase: string }])[1];
  }

  it('point at our site, the one its API serves, not at where embed.js came from', async () => {
    const options = await optionsOf('immo-test-links', { api: 'https://www.immolys.be/' });
    expect(options).toMatchObject({ apiBase: 'https://www.immolys.be', siteBase: 'https://www.immolys.be' });
  });

  it("point at the agency's own site only when its site attribute says so", async () => {
    const options = await optionsOf('immo-test-agency-links', {
      api: 'https://www.immolys.be',
      site: 'https://www.my-agency.be/',
    });
    expect(options.siteBase).toBe('https://www.my-agency.be');
  });
});
