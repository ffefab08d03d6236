import type * as CreateI18nModule from './create-i18n.js';
import type { TranslationRequest } from './translation-loading.js';

type CreateI18n = typeof CreateI18nModule;

// How often the page asks for the backend's code, and whether the next ask fails (a chunk that did
// not arrive): jest asks the factory again after a failure, as webpack fetches a failed chunk again.
const backendCode = { asked: 0, failNext: false };
jest.mock('i18next-http-backend', () => {
  backendCode.asked += 1;
  if (backendCode.failNext) {
    backendCode.failNext = false;
    throw new TypeError('Loading chunk failed');
  }
  return jest.requireActual('i18next-http-backend');
});

/** A page's first load: its own copy of the modules, nothing fetched yet. */
let createPreloadedI18n: CreateI18n['createPreloadedI18n'];

const legal = { privacyStatement: { title: 'Privacyverklaring' } };
const answering: TranslationRequest = (_options, _url, _payload, callback) =>
  setTimeout(() => callback(null, { status: 200, data: JSON.stringify(legal) }), 0);

describe("the translation files' backend", () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
    jest.resetModules();
    backendCode.asked = 0;
    ({ createPreloadedI18n } = jest.requireActual<CreateI18n>('./create-i18n.js'));
  });
  afterEach(() => jest.useRealTimers());

  it('is not fetched by a page whose texts came with it, only when a file is needed', async () => {
    const i18n = createPreloadedI18n({
      lang: 'nl',
      namespaces: ['common'],
      preloaded: { nl: { common: { menu: { forSale: 'Te koop' } } } },
      request: answering,
    });
    await jest.runAllTimersAsync();
    expect(i18n.t('menu.forSale')).toBe('Te koop');
    expect(backendCode.asked).toBe(0);

    const loading = i18n.loadNamespaces('legal');
    await jest.runAllTimersAsync();
    await loading;
    expect(backendCode.asked).toBe(1);
    expect(i18n.t('legal:privacyStatement.title')).toBe('Privacyverklaring');
  });

  it("fetches its code again when it did not arrive, on i18next's next try", async () => {
    backendCode.failNext = true;
    const i18n = createPreloadedI18n({
      lang: 'nl',
      namespaces: ['common'],
      preloaded: { nl: { common: {} } },
      request: answering,
    });
    const loading = i18n.loadNamespaces('legal');
    await jest.runAllTimersAsync();
    await loading;
    expect(backendCode.asked).toBe(2);
    expect(i18n.t('legal:privacyStatement.title')).toBe('Privacyverklaring');
  });
});
