/**
 * The locale files are a contract between every app and the API, wherever they live: @immo/shared's
 * shared namespaces, each app's own (`<app>/src/locales`) and the API's (api/src/i18n/locales).
 * These tests fail on a namespace missing in one language or living in two places, on a key
 * missing or empty in one language, on an interpolation variable or markup tag a translation
 * dropped, on a SPEC text that drifted, on a message key a shared zod schema emits but no
 * dictionary defines, and on a namespace an app asks for that its build does not ship.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  CONSENT_CATEGORIES,
  CONTACT_DEVICES,
  LANGUAGES,
  LEAD_FORM_NAMES,
  LEAD_FORM_SCHEMAS,
  NAMESPACES,
  OwnerLoginFormSchema,
  OwnerStatisticSchema,
  PasswordForgottenFormSchema,
  PasswordResetFormSchema,
  THANK_YOU_FORMS,
  TitleSchema,
  type Lang,
} from '@immo/shared';

type Tree = { [key: string]: string | Tree };

const ROOT = join(__dirname, '..');
const SHARED_LOCALES = join(ROOT, 'shared', 'src', 'i18n', 'locales');

/** Every folder of locale files: @immo/shared's, the API's and each app's `src/locales`. */
const FOLDERS = [
  SHARED_LOCALES,
  join(ROOT, 'api', 'src', 'i18n', 'locales'),
  ...readdirSync(ROOT).map((name) => join(ROOT, name, 'src', 'locales')),
].filter((folder) => existsSync(folder));

const namespacesIn = (folder: string, lang: Lang): string[] =>
  existsSync(join(folder, lang))
    ? readdirSync(join(folder, lang))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length))
        .sort()
    : [];

/** Namespace → the folder it lives in (English decides; the first test checks the others agree). */
const HOME = new Map<string, string>(
  FOLDERS.flatMap((folder) => namespacesIn(folder, 'en').map((ns) => [ns, folder] as const)),
);
const ALL_NAMESPACES = [...HOME.keys()].sort();

function readNamespace(lang: Lang, ns: string): Tree {
  return JSON.parse(readFileSync(join(HOME.get(ns)!, lang, `${ns}.json`), 'utf8')) as Tree;
}

/** Every leaf as 'a.b.c' → text; a non-string leaf is reported as a type error. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const dictionaries = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    Object.fromEntries(ALL_NAMESPACES.map((ns) => [ns, flatten(readNamespace(lang, ns))])),
  ]),
) as Record<Lang, Record<string, Map<string, unknown>>>;

const text = (lang: Lang, ns: string, key: string): string => {
  const value = dictionaries[lang][ns].get(key);
  if (typeof value !== 'string') throw new Error(`${lang}/${ns}.json has no text at ${key}`);
  return value;
};

/**
 * Keys whose value is empty on purpose, in every language: price unit 0 has no unit text
 * ("€ 250.000", not "€ 250.000 per …"). Anything else empty is a gap.
 */
const MAY_BE_EMPTY = new Set(['format:priceUnit.0']);

const OTHER_LANGUAGES = LANGUAGES.filter((lang) => lang !== 'en');

describe('locale files', () => {
  it('exist for the same namespaces in every language, in each folder', () => {
    for (const folder of FOLDERS) {
      const english = namespacesIn(folder, 'en');
      expect(english.length).toBeGreaterThan(0);
      for (const lang of OTHER_LANGUAGES) {
        expect({ folder: relative(ROOT, folder), lang, namespaces: namespacesIn(folder, lang) }).toEqual({
          folder: relative(ROOT, folder),
          lang,
          namespaces: english,
        });
      }
    }
  });

  it('give each namespace one home; @immo/shared ships exactly its declared ones', () => {
    const homes = FOLDERS.flatMap((folder) => namespacesIn(folder, 'en'));
    expect(homes.filter((ns, index) => homes.indexOf(ns) !== index)).toEqual([]);
    expect(namespacesIn(SHARED_LOCALES, 'en')).toEqual([...NAMESPACES].sort());
  });

  describe.each(ALL_NAMESPACES)('namespace %s', (ns) => {
    it('has the same keys in every language', () => {
      const english = [...dictionaries.en[ns].keys()].sort();
      expect(english.length).toBeGreaterThan(0);
      for (const lang of OTHER_LANGUAGES) {
        const keys = [...dictionaries[lang][ns].keys()].sort();
        expect({
          lang,
          missing: english.filter((k) => !keys.includes(k)),
          extra: keys.filter((k) => !english.includes(k)),
        }).toEqual({ lang, missing: [], extra: [] });
      }
    });

    it('has a non-empty text for every key in every language', () => {
      for (const lang of LANGUAGES) {
        for (const [key, value] of dictionaries[lang][ns]) {
          expect({ lang, key, type: typeof value }).toEqual({ lang, key, type: 'string' });
          if (!MAY_BE_EMPTY.has(`${ns}:${key}`)) {
            expect({ lang, key, empty: (value as string).trim() === '' }).toEqual({ lang, key, empty: false });
          }
        }
      }
    });

    it('keeps every interpolation variable and markup tag of the English text', () => {
      const variables = (s: string) => [...s.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => m[1]).sort();
      const tags = (s: string) => [...s.matchAll(/<\/?([a-zA-Z][\w-]*)>/g)].map((m) => m[0]).sort();
      for (const [key, english] of dictionaries.en[ns]) {
        for (const lang of OTHER_LANGUAGES) {
          const translated = text(lang, ns, key);
          expect({ lang, key, variables: variables(translated) }).toEqual({
            lang,
            key,
            variables: variables(english as string),
          });
          expect({ lang, key, tags: tags(translated) }).toEqual({ lang, key, tags: tags(english as string) });
        }
      }
    });
  });
});

describe('texts the SPEC fixes', () => {
  it.each([
    ['en', 'errors', 'apiError.title', 'API error'],
    ['en', 'errors', 'propertyNotFound.title', 'Property Not Found'],
    ['nl', 'errors', 'propertyNotFound.text', 'Het gevraagde pand bestaat niet of is verkocht.'],
    ['en', 'errors', 'propertyRented.text', 'The property you requested has been rented.'],
    ['nl', 'errors', 'pageNotFound.title', 'Pagina niet gevonden'],
    ['nl', 'errors', 'mailNotSent.text', 'Uw mail wordt niet verzonden. Probeer het opnieuw.'],
    ['en', 'errors', 'loginFailed.text', 'The username or password are not correct.'],
    ['nl', 'errors', 'loginFailed.text', 'Ongeldig e-mailadres of wachtwoord.'],
    ['en', 'errors', 'documentRequestError.title', 'Request document error'],
    ['en', 'errors', 'documentRequestSuccess.title', 'Request document success'],
    ['en', 'errors', 'noResults.text', 'No results were found for your search.'],
    ['en', 'errors', 'noPhoto.text', 'No photo was found.'],
    ['en', 'errors', 'noDocuments.title', 'No documents'],
    ['en', 'errors', 'noProjects.text', 'No projects are currently available.'],
    ['en', 'search', 'placeholder', 'ID, Type, City'],
    ['en', 'search', 'ref', 'Ref: {{id}}'],
    ['en', 'common', 'notFound.title', '404: Oops, this page no longer exists'],
    ['nl', 'common', 'notFound.title', 'Pagina niet gevonden'],
    ['en', 'common', 'breadcrumbs.thankYou', 'Thank you'],
    ['en', 'common', 'remoteFailure.text', 'This part of the page could not be loaded.'],
    ['en', 'common', 'remoteFailure.retry', 'Try again'],
    ['en', 'common', 'pagination.pageOf', 'Page {{page}} of {{pages}}'],
    ['nl', 'common', 'marquee.sold', 'VERKOCHT'],
    ['fr', 'common', 'marquee.sold', 'VENDU'],
    ['nl', 'common', 'marquee.rented', 'Verhuurd'],
    ['fr', 'common', 'marquee.rented', 'Loué'],
    ['en', 'common', 'marquee.sold', 'Sold'],
    ['de', 'common', 'marquee.rented', 'Vermietet'],
    ['en', 'validation', 'invalid.captcha', 'The check that you are not a robot is not valid. Please check again.'],
    ['en', 'validation', 'form.requiredHint', 'Fields marked * are required.'],
  ] as const)('%s %s:%s is %j', (lang, ns, key, expected) => {
    expect(text(lang, ns, key)).toBe(expected);
  });

  it.each([
    ['en', 'errors', 'appointmentsFull.text', 'The appointments are full'],
    ['nl', 'errors', 'apiError.text', 'Er is een fout in de API'],
    ['fr', 'errors', 'apiError.text', "Il y a une erreur dans l'API"],
    ['en', 'errors', 'apiError.text', 'There is an error in the API'],
    ['en', 'validation', 'required.email', 'Email address required'],
    ['en', 'validation', 'invalid.email', 'Email address not valid'],
    ['en', 'errors', 'captchaInvalid.text', 'The check that you are not a robot is not valid'],
  ] as const)('%s %s:%s starts with %j', (lang, ns, key, start) => {
    expect(text(lang, ns, key).startsWith(start)).toBe(true);
  });

  it('names the language of every language in that language', () => {
    for (const lang of LANGUAGES) {
      expect(text(lang, 'common', `languages.${lang}`)).toBe(
        { en: 'English', nl: 'Nederlands', fr: 'Français', de: 'Deutsch' }[lang],
      );
    }
  });

  it('says the user is unsubscribed after unsubscribing', () => {
    expect(text('en', 'common', 'thankYou.unsubscribe-newsletter.text')).toMatch(/unsubscribed/);
    expect(text('en', 'errors', 'success.unsubscribe-newsletter')).toMatch(/unsubscribed/);
  });
});

describe('keys other packages compute from shared constants', () => {
  const has = (ns: string, key: string) =>
    LANGUAGES.every((lang) => typeof dictionaries[lang][ns].get(key) === 'string');

  it('has a title for every lead form, a success message and (where one exists) a thank-you page', () => {
    for (const form of LEAD_FORM_NAMES) {
      expect({ form, title: has('forms', `titles.${form}`), success: has('errors', `success.${form}`) }).toEqual({
        form,
        title: true,
        success: true,
      });
    }
    for (const form of THANK_YOU_FORMS) {
      expect({
        form,
        title: has('common', `thankYou.${form}.title`),
        text: has('common', `thankYou.${form}.text`),
      }).toEqual({ form, title: true, text: true });
    }
  });

  it('names every consent category, contact device, title and owner statistic type', () => {
    for (const category of CONSENT_CATEGORIES) {
      expect({
        category,
        ok: has('consent', `categories.${category}.name`) && has('consent', `categories.${category}.description`),
      }).toEqual({ category, ok: true });
    }
    for (const device of CONTACT_DEVICES)
      expect({ device, ok: has('forms', `fields.contactDevice.options.${device}`) }).toEqual({ device, ok: true });
    for (const title of TitleSchema.options)
      expect({ title, ok: has('forms', `fields.title.options.${title}`) }).toEqual({ title, ok: true });
    for (const type of OwnerStatisticSchema.shape.type.options)
      expect({ type, ok: has('owner', `eventTypes.${type}`) }).toEqual({ type, ok: true });
  });

  /** The keys the form schemas emit (`validation:<key>`), as agreed with the entities' authors. */
  const AGREED_VALIDATION_KEYS = [
    ...[
      'address',
      'adults',
      'amount',
      'amountInLetters',
      'captcha',
      'city',
      'email',
      'endDate',
      'firstName',
      'friendEmail',
      'friendName',
      'goal',
      'houseNumber',
      'lastName',
      'moveDate',
      'name',
      'netIncome',
      'password',
      'passwordConfirmation',
      'phone',
      'place',
      'privacy',
      'project',
      'property',
      'propertyType',
      'propertyTypes',
      'rating',
      'regions',
      'remark',
      'signDate',
      'slot',
      'startDate',
      'testimonial',
      'title',
      'valuationAddress',
      'zip',
    ].map((k) => `required.${k}`),
    ...[
      'age',
      'amount',
      'bedroomRange',
      'captcha',
      'date',
      'email',
      'endDate',
      'friendEmail',
      'garageRange',
      'honeypot',
      'kidsAges',
      'moveDate',
      'number',
      'passwordMismatch',
      'passwordTooShort',
      'phone',
      'priceRange',
      'resetToken',
      'signDate',
      'startDate',
      'tooLong',
      'zip',
    ].map((k) => `invalid.${k}`),
    'form.submitErrorTitle',
    'form.submitErrorText',
    'form.privacyNotice',
    'form.requiredHint',
  ];

  it('defines every agreed validation key', () => {
    expect(AGREED_VALIDATION_KEYS.filter((key) => !has('validation', key))).toEqual([]);
  });

  it('defines every message key the shared form schemas emit', () => {
    const schemas = [
      ...Object.values(LEAD_FORM_SCHEMAS),
      OwnerLoginFormSchema,
      PasswordForgottenFormSchema,
      PasswordResetFormSchema,
    ];
    const samples: unknown[] = [
      {},
      {
        email: 'not-an-email',
        friendEmail: 'nope',
        phone: 'abc',
        zip: '!',
        website: 'spam',
        startDate: '2024-13-45',
        endDate: 'x',
        signDate: 'x',
        moveDate: 'x',
        kids: 1,
        kidsAges: [1, 2],
        password: 'short',
        passwordConfirmation: 'other',
        token: '',
      },
    ];
    const emitted = new Set<string>();
    for (const schema of schemas) {
      for (const sample of samples) {
        const result = schema.safeParse(sample);
        for (const issue of result.error?.issues ?? []) {
          if (issue.message.startsWith('validation:')) emitted.add(issue.message.slice('validation:'.length));
        }
      }
    }
    expect(emitted.size).toBeGreaterThan(10);
    expect([...emitted].filter((key) => !has('validation', key))).toEqual([]);
  });
});

describe('the namespaces each app asks for', () => {
  /**
   * The namespace lists an app's sources name: `namespaces={[...]}` of a remote's root, the shell's
   * `namespaces: [...]`, or the constant they name (`LISTINGS_NAMESPACES = [...]`, `SHELL_NAMESPACES = [...]`).
   */
  const requested = (file: string): string[] =>
    [...readFileSync(file, 'utf8').matchAll(/(?:namespaces(?:=\{|: )|_NAMESPACES = )\[([^\]]*)\]/g)].flatMap((match) =>
      [...match[1]!.matchAll(/'([\w-]+)'/g)].map((name) => name[1]!),
    );
  const apps = readdirSync(ROOT)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => ({ name, file: join(ROOT, name, 'src', 'root.tsx') }))
    .concat({ name: 'shell', file: join(ROOT, 'shell', 'src', 'i18n.ts') });

  it.each(apps)('$name: ships with its build (its own or a shared namespace)', ({ name, file }) => {
    const asked = requested(file);
    expect(asked.length).toBeGreaterThan(0);
    const shipped = new Set([...NAMESPACES, ...namespacesIn(join(ROOT, name, 'src', 'locales'), 'en')]);
    expect(asked.filter((ns) => !shipped.has(ns))).toEqual([]);
  });
});
