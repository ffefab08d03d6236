import { LEAD_FORM_NAMES, LEAD_FORM_SCHEMAS, type LeadFormName } from '@immo/shared';
import type { Challenge, ChallengeParameters } from 'altcha-lib';
import { z } from 'zod';

/** Send to a friend has an operation of its own (POST /api/leads/send-to-friend: a lower rate limit). */
export const FORMS_OF_THE_FORM_ROUTE = LEAD_FORM_NAMES.filter(
  (form): form is Exclude<LeadFormName, 'send-to-friend'> => form !== 'send-to-friend',
);

export const LeadFormParamsSchema = z.object({
  form: z
    .enum(FORMS_OF_THE_FORM_ROUTE)
    .describe('The form sent, as the site names it (its thank-you page is /feedback/{form}/); any other is 404.'),
});

/** "site-contact" → "SiteContactForm": the form's schema in the document's components. */
function componentName(form: LeadFormName): string {
  return `${form.replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}Form`;
}

/** A form's schema as the document shows it: named, so a generated client has a type per form. */
function documented(form: LeadFormName) {
  return LEAD_FORM_SCHEMAS[form].meta({ id: componentName(form) });
}

/**
 * The body of POST /api/leads/{form}, for the document: one of the forms' fields. The route checks a
 * body with the schema of the form its address names (leads/routes.ts), so each field's message is
 * that form's.
 */
export const LeadFormBodySchema = z
  .union(FORMS_OF_THE_FORM_ROUTE.map(documented))
  .describe(
    "The fields of the form the address names (the site's own forms send the same). Every form but " +
      'unsubscribe-newsletter carries altcha, the solved proof of work of GET /api/altcha, and website, a ' +
      'field a person leaves empty.',
  );

export const SendToFriendBodySchema = documented('send-to-friend');

const ChallengeParametersSchema = z.object({
  algorithm: z.string().describe('The key derivation the browser runs: PBKDF2/SHA-256.'),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number().int().describe('The rounds of one derivation.'),
  keyLength: z.number().int(),
  keyPrefix: z.string().describe('What the derived key of the right counter starts with.'),
  keySignature: z.string().optional(),
  memoryCost: z.number().int().optional(),
  parallelism: z.number().int().optional(),
  expiresAt: z.number().int().optional().describe('When the challenge expires (seconds since 1970).'),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});

/** GET /api/altcha: an ALTCHA proof-of-work challenge (v2), as altcha-lib creates it and the widget solves it. */
export const AltchaChallengeSchema = z
  .object({
    parameters: ChallengeParametersSchema,
    signature: z.string().optional().describe("The server's signature of the parameters."),
  })
  .describe("A challenge for the ALTCHA widget: the solved payload (base64) is sent as a form's altcha field, once.");

// The answer is serialised through the schema, which drops what it does not name: every field of
// altcha-lib's challenge must be named (but its code challenge, an image captcha, which is not used here).
type Unnamed<Library, Named> = Exclude<keyof Library, keyof Named>;
type Holds<T extends true> = T;
type _EveryParameterNamed = Holds<
  [Unnamed<ChallengeParameters, z.output<typeof ChallengeParametersSchema>>] extends [never] ? true : false
>;
type _EveryFieldNamed = Holds<
  [Unnamed<Challenge, z.output<typeof AltchaChallengeSchema>>] extends ['codeChallenge'] ? true : false
>;
