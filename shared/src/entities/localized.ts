import { z } from 'zod';
import { LANGUAGES, type Lang } from '../i18n/languages.js';

export const LangSchema = z.enum(LANGUAGES);

/** A text given in every language of the site; a missing language is a data error. */
export const LocalizedTextSchema = z.object({
  en: z.string(),
  nl: z.string(),
  fr: z.string(),
  de: z.string(),
});
export type LocalizedText = Record<Lang, string>;

/** A text that may differ per language or be one string for all (e.g. a link). */
export const MaybeLocalizedSchema = z.union([z.string(), LocalizedTextSchema]);
export type MaybeLocalized = z.infer<typeof MaybeLocalizedSchema>;
