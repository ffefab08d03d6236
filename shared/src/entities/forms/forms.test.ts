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
const antiSpam = { captchaToken: 'token', captchaAnswer: 'K7P2Q' };

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
      captchaAnswer: 'validation:required.captcha',
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

describe('anti-spam: the image captcha or ALTCHA, and the honeypot', () => {
  const valid = { ...person, remark: 'Graag meer info', privacy: true };
  const schema = requireCaptcha(SiteContactFormSchema);

  it('accepts the image captcha (token and answer) or an ALTCHA payload instead', () => {
    expect(schema.safeParse({ ...valid, ...antiSpam }).success).toBe(true);
    expect(schema.safeParse({ ...valid, altcha: 'eyJjaGFsbGVuZ2UiOnt9fQ==' }).success).toBe(true);
    // The fields of the challenge not used may come as empty strings.
    expect(schema.safeParse({ ...valid, altcha: 'eyJ9', captchaToken: '', captchaAnswer: '' }).success).toBe(true);
  });

  it('asks for a captcha on captchaAnswer when there is neither, or only half of the image captcha', () => {
    for (const partial of [{}, { captchaToken: 'token' }, { captchaAnswer: 'K7P2Q' }, { altcha: '  ' }]) {
      expect(fieldErrors(schema.safeParse({ ...valid, ...partial }))).toEqual({
        captchaAnswer: 'validation:required.captcha',
      });
    }
  });

  it('refuses an overlong answer or payload and a wrong type', () => {
    expect(fieldErrors(schema.safeParse({ ...valid, captchaToken: 't', captchaAnswer: 'x'.repeat(13) }))).toEqual({
      captchaAnswer: 'validation:invalid.captcha',
    });
    expect(fieldErrors(schema.safeParse({ ...valid, altcha: 'x'.repeat(4001) }))).toMatchObject({
      altcha: 'validation:invalid.captcha',
    });
    expect(fieldErrors(schema.safeParse({ ...valid, altcha: 42 }))).toMatchObject({
      altcha: 'validation:invalid.captcha',
    });
  });

  it('tells whether a form carries a captcha', () => {
    expect(hasCaptcha({ altcha: 'payload' })).toBe(true);
    expect(hasCaptcha({ captchaToken: 't', captchaAnswer: 'a' })).toBe(true);
    expect(hasCaptcha({ captchaToken: 't', captchaAnswer: ' ' })).toBe(false);
    expect(hasCaptcha(null)).toBe(false);
    expect(hasCaptcha('altcha')).toBe(false);
  });

  it.each(LEAD_FORM_NAMES.filter((form) => form !== 'unsubscribe-newsletter'))(
    '%s: takes either challenge once the requirement is applied',
    (form) => {
      const formSchema = requireCaptcha(LEAD_FORM_SCHEMAS[form]);
      const submission = form === 'offer' ? sampleSubmission('offer') : sampleSubmission(form, { slotId: 1 });
      expect(fieldErrors(formSchema.safeParse(submission))).toEqual({ captchaAnswer: 'validation:required.captcha' });
      expect(formSchema.safeParse({ ...submission, ...antiSpam }).success).toBe(true);
      expect(formSchema.safeParse({ ...submission, altcha: 'payload' }).success).toBe(true);
    },
  );
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
