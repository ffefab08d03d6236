import type { ZodMiniType } from 'zod/mini';
import en from '../../i18n/locales/en/validation.json' with { type: 'json' };
import nl from '../../i18n/locales/nl/validation.json' with { type: 'json' };
import fr from '../../i18n/locales/fr/validation.json' with { type: 'json' };
import de from '../../i18n/locales/de/validation.json' with { type: 'json' };
import {
  LEAD_FORM_SCHEMAS,
  OwnerLoginFormSchema,
  PasswordForgottenFormSchema,
  PasswordResetFormSchema,
} from './index.js';

const LOCALES = { en, nl, fr, de };
const SCHEMAS: Record<string, ZodMiniType> = {
  ...LEAD_FORM_SCHEMAS,
  'owner-login': OwnerLoginFormSchema,
  'password-forgotten': PasswordForgottenFormSchema,
  'password-reset': PasswordResetFormSchema,
};

function lookup(locale: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale);
}

/** An input whose every field holds `value`, whatever fields the form has. */
function everyField(value: unknown): object {
  return new Proxy(
    {},
    { get: () => value, has: () => true, ownKeys: () => [], getOwnPropertyDescriptor: () => undefined },
  );
}

/** Inputs that make every field of a form fail in a different way. */
const BAD_INPUTS: unknown[] = [
  {},
  everyField(42),
  everyField('   '),
  everyField('x'.repeat(5000)),
  everyField('not valid @ all'),
  everyField(-1),
];

function messagesOf(schema: ZodMiniType): Set<string> {
  const messages = new Set<string>();
  for (const input of BAD_INPUTS) {
    const result = schema.safeParse(input);
    for (const issue of result.error?.issues ?? []) messages.add(issue.message);
  }
  return messages;
}

describe('form schema messages are translation keys', () => {
  it.each(Object.keys(SCHEMAS))('%s: every message it gives exists in en, nl, fr and de', (name) => {
    const messages = messagesOf(SCHEMAS[name]!);
    expect(messages.size).toBeGreaterThan(0);
    for (const message of messages) {
      expect(message).toMatch(/^validation:[\w.]+$/);
      const key = message.slice('validation:'.length);
      for (const [lang, locale] of Object.entries(LOCALES)) {
        const text = lookup(locale, key);
        if (typeof text !== 'string' || text.trim() === '') throw new Error(`${name}: ${key} is missing in ${lang}`);
      }
    }
  });
});
