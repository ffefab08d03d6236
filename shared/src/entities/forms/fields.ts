import { z } from 'zod';
import { email, INVALID } from './mini-fields.js';
import { PropertyIdSchema } from '../property-id.js';

export { email, INVALID, lang } from './mini-fields.js';

/**
 * Field builders shared by every form schema. Each message is a translation key
 * (namespace `validation`), so one schema yields errors in the visitor's language
 * in the browser and in the API alike.
 */
const MAX_TEXT = 200;

export const flag = () => z.boolean(INVALID).default(false);
const MAX_LONG_TEXT = 4000;

/**
 * A one-line field (a name, a street, a city) holds no control character: a line break in it would
 * forge lines in the agency's mail (`email: …`, `Bcc: …` under the visitor's name). Unicode's line
 * and paragraph separators count too.
 */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;
/** Text of several lines keeps its line breaks and tabs, and nothing else of the kind (NUL, escape…). */
const NOT_PLAIN_TEXT = /(?![\t\n\r])[\p{Cc}\u2028\u2029]/u;

const oneLine = { error: 'validation:invalid.oneLine' };
const plainText = { error: 'validation:invalid.controlCharacters' };

export const requiredText = (key: string, max = MAX_TEXT) =>
  z
    .string({ error: `validation:required.${key}` })
    .trim()
    .min(1, { error: `validation:required.${key}` })
    .max(max, { error: 'validation:invalid.tooLong' })
    .refine((value) => !NOT_ONE_LINE.test(value), oneLine);

export const optionalText = (max = MAX_TEXT) =>
  z
    .string(INVALID)
    .trim()
    .max(max, { error: 'validation:invalid.tooLong' })
    .refine((value) => !NOT_ONE_LINE.test(value), oneLine)
    .optional()
    .default('');

/** Text of several lines (a message, conditions), required when it has a key. */
export const longText = (key?: string, max = MAX_LONG_TEXT) => {
  const text = z.string(key ? { error: `validation:required.${key}` } : INVALID).trim();
  const checked = (key ? text.min(1, { error: `validation:required.${key}` }) : text)
    .max(max, { error: 'validation:invalid.tooLong' })
    .refine((value) => !NOT_PLAIN_TEXT.test(value), plainText);
  return key ? checked : checked.optional().default('');
};

/** A phone number as people type it: 9 to 15 digits with spaces, dots, slashes, dashes, a leading +. */
export const phone = () =>
  requiredText('phone', 30)
    .regex(/^\+?[\d\s./()-]+$/, { error: 'validation:invalid.phone' })
    .refine(
      (value) => {
        const digits = value.replace(/\D/g, '').length;
        return digits >= 9 && digits <= 15;
      },
      { error: 'validation:invalid.phone' },
    );

export const optionalPhone = () =>
  z
    .string(INVALID)
    .trim()
    .max(30, { error: 'validation:invalid.tooLong' })
    .refine((value) => value === '' || (/^\+?[\d\s./()-]+$/.test(value) && value.replace(/\D/g, '').length >= 9), {
      error: 'validation:invalid.phone',
    })
    .optional()
    .default('');

/** Belgian postal codes have four digits; foreign ones are letters, digits, spaces and dashes. */
export const zip = () => requiredText('zip', 10).regex(/^[A-Za-z0-9 -]{3,10}$/, { error: 'validation:invalid.zip' });

/** SPEC §3 "Contact form" title: Mr, Ms or Miss. */
export const TitleSchema = z.enum(['mr', 'ms', 'miss'], { error: 'validation:required.title' });

/** Goal of a request: buy or rent (SPEC §5 "goal (buy or rent) missing"). */
export const RequestGoalSchema = z.enum(['buy', 'rent'], { error: 'validation:required.goal' });

/** The privacy statement must be accepted on every form that stores personal data. */
export const privacyAccepted = () => z.literal(true, { error: 'validation:required.privacy' });

/** A date typed as YYYY-MM-DD. */
export const isoDate = (key: string) =>
  requiredText(key, 10)
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `validation:invalid.${key}` })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: `validation:invalid.${key}` });

export const count = (max = 99) =>
  z.coerce
    .number({ error: 'validation:invalid.number' })
    .int({ error: 'validation:invalid.number' })
    .min(0, {
      error: 'validation:invalid.number',
    })
    .max(max, { error: 'validation:invalid.number' });

export const optionalCount = (max = 99) => count(max).optional();

export const amount = (key: string) =>
  z.coerce
    .number({ error: `validation:required.${key}` })
    .positive({ error: `validation:invalid.amount` })
    .max(1_000_000_000, { error: 'validation:invalid.amount' });

export const optionalAmount = () =>
  z.coerce
    .number({ error: 'validation:invalid.amount' })
    .min(0, { error: 'validation:invalid.amount' })
    .max(1_000_000_000, {
      error: 'validation:invalid.amount',
    })
    .optional();

/**
 * Anti-spam fields of every public form: a honeypot a person never fills in, and `altcha`, the
 * base64 payload the ALTCHA widget produces after solving the proof of work of `GET /api/altcha`
 * (WCAG 1.1.1: nothing to see or hear), which the server verifies and spends (DESIGN §5).
 * {@link requireCaptcha} asks for it on the whole form; an empty string counts as absent.
 */
export const antiSpamFields = {
  altcha: z
    .string({ error: 'validation:invalid.captcha' })
    .trim()
    .max(4000, { error: 'validation:invalid.captcha' })
    .optional(),
  // Never an error: a visitor whose browser filled it in by mistake must not be blocked, and a robot
  // must not learn which field gave it away. The API answers a filled one as sent, and keeps nothing.
  website: z.string(INVALID).max(200, INVALID).optional().default(''),
};

/** True when a form carries a solved ALTCHA payload (the server checks that it is one). */
export function hasCaptcha(form: unknown): boolean {
  if (typeof form !== 'object' || form === null) return false;
  const { altcha } = form as Record<string, unknown>;
  return typeof altcha === 'string' && altcha.trim() !== '';
}

/**
 * A form schema built with {@link antiSpamFields} that requires the ALTCHA payload, with
 * `validation:required.captcha` on `altcha`. It runs even when other fields fail, so a visitor
 * sees every missing field at once.
 */
export function requireCaptcha<T extends z.ZodType>(schema: T): T {
  return schema.refine(hasCaptcha, {
    error: 'validation:required.captcha',
    path: ['altcha'],
    // Also when other fields failed, but not over the field's own error (a payload of the wrong type).
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => issue.path?.[0] === 'altcha'),
  }) as T;
}

/** The property a request is about (its id; the API checks that it exists). */
export const propertyIdField = () => PropertyIdSchema;

/** Who is asking: the person block most lead forms start with. */
export const personFields = {
  title: TitleSchema,
  firstName: requiredText('firstName', 80),
  lastName: requiredText('lastName', 80),
  email: email(),
  phone: phone(),
};
