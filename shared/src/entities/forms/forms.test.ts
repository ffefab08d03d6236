import {
  ContactDemandFormSchema,
  DemandRegisterFormSchema,
  OfferFormSchema,
  PasswordResetFormSchema,
  SiteContactFormSchema,
  LEAD_FORM_NAMES,
  LEAD_FORM_SCHEMAS,
  THANK_YOU_FORMS,
  hasCaptcha,
  requireCaptcha,
} from './index.js';
import { SAMPLE_PERSON as person, sampleSubmission } from '../../../data/sample-submissions.js';
const antiSpam = { altcha: 'eyJjaGFsbGVuZ2UiOnt9fQ==' };

function fieldErrors(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('contact form (SPEC §3, §5)', () => {
  const valid = { ...person, remark: 'Graag meer info', privacy: true, ...antiSpam };

  it('accepts a complete submission and trims what people type', () => {
    const result = SiteContactFormSchema.safeParse({ ...valid, firstName: '  An  ' });
    expect(result.success).toBe(true);
    expect(result.data?.firstName).toBe('An');
    expect(result.data?.contactDevice).toBe('phone');
  });

  it('names each missing required field with its own message', () => {
    expect(fieldErrors(requireCaptcha(SiteContactFormSchema).safeParse({}))).toMatchObject({
      title: 'validation:required.title',
      firstName: 'validation:required.firstName',
      lastName: 'validation:required.lastName',
      email: 'validation:required.email',
      phone: 'validation:required.phone',
      remark: 'validation:required.remark',
      privacy: 'validation:required.privacy',
      altcha: 'validation:required.captcha',
    });
  });

  it('tells an invalid e-mail and phone apart from missing ones', () => {
    expect(fieldErrors(SiteContactFormSchema.safeParse({ ...valid, email: 'an@', phone: '12' }))).toEqual({
      email: 'validation:invalid.email',
      phone: 'validation:invalid.phone',
    });
  });

  it('rejects an unaccepted privacy statement, never the honeypot (it must not name itself)', () => {
    expect(fieldErrors(SiteContactFormSchema.safeParse({ ...valid, website: 'http://spam', privacy: false }))).toEqual({
      privacy: 'validation:required.privacy',
    });
  });

  it('keeps injection strings as plain data', () => {
    const remark = `'; DROP TABLE leads; -- <script>alert(1)</script>`;
    expect(SiteContactFormSchema.parse({ ...valid, remark }).remark).toBe(remark);
  });
});

describe('anti-spam: ALTCHA, and the honeypot', () => {
  const valid = { ...person, remark: 'Graag meer info', privacy: true };
  const schema = requireCaptcha(SiteContactFormSchema);

  it('accepts an ALTCHA payload (the server verifies it)', () => {
    expect(schema.safeParse({ ...valid, altcha: 'eyJjaGFsbGVuZ2UiOnt9fQ==' }).success).toBe(true);
  });

  it('asks for the check on altcha when there is none, and an image captcha no longer counts', () => {
    for (const partial of [{}, { altcha: '  ' }, { captchaToken: 'token', captchaAnswer: 'K7P2Q' }]) {
      expect(fieldErrors(schema.safeParse({ ...valid, ...partial }))).toEqual({
        altcha: 'validation:required.captcha',
      });
    }
  });

  it('refuses an overlong payload and a wrong type', () => {
    expect(fieldErrors(schema.safeParse({ ...valid, altcha: 'x'.repeat(4001) }))).toMatchObject({
      altcha: 'validation:invalid.captcha',
    });
    expect(fieldErrors(schema.safeParse({ ...valid, altcha: 42 }))).toMatchObject({
      altcha: 'validation:invalid.captcha',
    });
  });

  it('tells whether a form carries a captcha', () => {
    expect(hasCaptcha({ altcha: 'payload' })).toBe(true);
    expect(hasCaptcha({ altcha: ' ' })).toBe(false);
    expect(hasCaptcha({ captchaToken: 't', captchaAnswer: 'a' })).toBe(false);
    expect(hasCaptcha(null)).toBe(false);
    expect(hasCaptcha('altcha')).toBe(false);
  });

  it.each(LEAD_FORM_NAMES.filter((form) => form !== 'unsubscribe-newsletter'))(
    '%s: needs the check once the requirement is applied',
    (form) => {
      const formSchema = requireCaptcha(LEAD_FORM_SCHEMAS[form]);
      const submission = form === 'offer' ? sampleSubmission('offer') : sampleSubmission(form, { slotId: 1 });
      expect(fieldErrors(formSchema.safeParse(submission))).toEqual({ altcha: 'validation:required.captcha' });
      expect(formSchema.safeParse({ ...submission, altcha: 'payload' }).success).toBe(true);
    },
  );
});

describe('one-line fields hold one line (no forged lines in a mail)', () => {
  const valid = { ...person, remark: 'Graag meer info', privacy: true, ...antiSpam };
  const forged = ['Ann\nBcc: someone@example.org', 'Ann\r\nemail: x@example.org', 'Ann\u0000', 'Ann\u2028x', 'An\tn'];

  it.each(forged)('refuses %j in a name, a street or a city, on that field', (value) => {
    const errors = fieldErrors(
      SiteContactFormSchema.safeParse({ ...valid, firstName: value, street: value, city: value }),
    );
    expect(errors).toEqual({
      firstName: 'validation:invalid.oneLine',
      street: 'validation:invalid.oneLine',
      city: 'validation:invalid.oneLine',
    });
  });

  it('keeps the line breaks and tabs of a message, and refuses its other control characters', () => {
    expect(SiteContactFormSchema.parse({ ...valid, remark: 'Dag,\r\n\tgraag info.\nAn' }).remark).toBe(
      'Dag,\r\n\tgraag info.\nAn',
    );
    expect(fieldErrors(SiteContactFormSchema.safeParse({ ...valid, remark: 'Dag\u0000' }))).toEqual({
      remark: 'validation:invalid.controlCharacters',
    });
  });

  it('keeps letters of every language, and spaces people type', () => {
    const parsed = SiteContactFormSchema.parse({
      ...valid,
      firstName: 'Zoë-Françoise Ødegård',
      city: 'Sint-Martens-Latem',
    });
    expect(parsed.firstName).toBe('Zoë-Françoise Ødegård');
  });
});

describe('free valuation (contact-demand)', () => {
  it('requires the address of the home to value', () => {
    const errors = fieldErrors(ContactDemandFormSchema.safeParse({ ...person, privacy: true, ...antiSpam }));
    expect(errors).toMatchObject({
      street: 'validation:required.valuationAddress',
      zip: 'validation:required.zip',
      city: 'validation:required.city',
      propertyTypeWebId: 'validation:required.propertyType',
      goal: 'validation:required.goal',
    });
  });
});

describe('demand register (SPEC §3)', () => {
  const valid = { ...person, goal: 'buy', types: [1], regions: ['9000'], privacy: true, ...antiSpam };

  it('needs at least one property type and one zone', () => {
    expect(fieldErrors(DemandRegisterFormSchema.safeParse({ ...valid, types: [], regions: [] }))).toEqual({
      types: 'validation:required.propertyTypes',
      regions: 'validation:required.regions',
    });
  });

  it('refuses a minimum above the maximum', () => {
    expect(fieldErrors(DemandRegisterFormSchema.safeParse({ ...valid, minPrice: 400000, maxPrice: 300000 }))).toEqual({
      maxPrice: 'validation:invalid.priceRange',
    });
    expect(DemandRegisterFormSchema.safeParse({ ...valid, minPrice: '200000', maxPrice: '300000' }).success).toBe(true);
  });
});

describe('offer form (SPEC §3)', () => {
  const valid = { ...sampleSubmission('offer'), ...antiSpam };

  it('accepts a valid offer and refuses an end date before the start date', () => {
    expect(OfferFormSchema.safeParse(valid).success).toBe(true);
    expect(fieldErrors(OfferFormSchema.safeParse({ ...valid, endDate: '2026-11-01' }))).toEqual({
      endDate: 'validation:invalid.endDate',
    });
  });

  it('refuses an incomplete date', () => {
    expect(fieldErrors(OfferFormSchema.safeParse({ ...valid, startDate: '2026-12' }))).toEqual({
      startDate: 'validation:invalid.startDate',
    });
  });
});

describe('password reset', () => {
  it('says when the passwords are not the same', () => {
    const result = PasswordResetFormSchema.safeParse({
      token: 't',
      password: 'correct horse battery',
      passwordConfirmation: 'correct horse',
    });
    expect(fieldErrors(result)).toEqual({ passwordConfirmation: 'validation:invalid.passwordMismatch' });
  });
});

describe('form names', () => {
  it('has a schema for every thank-you form', () => {
    for (const form of THANK_YOU_FORMS) expect(LEAD_FORM_NAMES).toContain(form);
  });
});
