import { z } from 'zod';
import { menuPages, projects, siteConfig } from '../../data/index.js';
import { inLanguage } from '../entities/in-language.js';
import { LocalizedTextSchema, MaybeLocalizedSchema } from '../entities/localized.js';
import { MenuPageSchema } from '../entities/menu.js';
import { CatalogueProjectSchema } from '../entities/project.js';
import { SiteConfigSchema } from '../entities/site.js';
import { LANGUAGES } from '../i18n/languages.js';
import { inLanguageSchema } from './in-language-schema.js';

describe('inLanguageSchema: a stored record’s schema as the API answers it in one language', () => {
  it.each([
    ['the site configuration', SiteConfigSchema, siteConfig],
    ['the menu pages (recursive)', z.array(MenuPageSchema), menuPages],
    ['the projects', z.array(CatalogueProjectSchema), projects],
  ] as const)('accepts %s in every language, whole, and not as stored', (_name, schema, record) => {
    const inOne = inLanguageSchema(schema);
    for (const lang of LANGUAGES) {
      const answer = inLanguage(record, lang);
      expect(inOne.parse(answer)).toEqual(answer);
    }
    expect(inOne.safeParse(record).success).toBe(false);
  });

  it('makes a text in every language one string, inside wrappers, lists and unions', () => {
    const schema = inLanguageSchema(
      z.object({
        title: LocalizedTextSchema,
        intro: LocalizedTextSchema.optional(),
        link: MaybeLocalizedSchema,
        captions: z.array(LocalizedTextSchema).nullable(),
        count: z.number().int(),
      }),
    );
    expect(schema.parse({ title: 'Te koop', link: '/nl/', captions: ['Tuin'], count: 3 })).toEqual({
      title: 'Te koop',
      link: '/nl/',
      captions: ['Tuin'],
      count: 3,
    });
    expect(schema.safeParse({ title: 'Te koop', link: '/nl/', captions: null, count: 1.5 }).success).toBe(false);
  });

  it('keeps a schema with no text in every language as it is, and a per-language record of objects whole', () => {
    const plain = z.object({ id: z.number(), name: z.string() });
    expect(inLanguageSchema(plain)).toBe(plain);
    const metadata = z.object({ en: plain, nl: plain, fr: plain, de: plain });
    expect(inLanguageSchema(metadata)).toBe(metadata);
  });

  it('keeps the descriptions of what it rewrites', () => {
    const schema = inLanguageSchema(z.object({ title: LocalizedTextSchema.describe('The page title.') }));
    expect(z.toJSONSchema(schema)).toMatchObject({
      properties: { title: { type: 'string', description: 'The page title.' } },
    });
  });
});
