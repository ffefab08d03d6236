import {
  ContactDemandFormSchema,
  DemandRegisterFormSchema,
  OfferFormSchema,
  PasswordResetFormSchema,
  SiteContactFormSchema,
  LEAD_FORM_NAMES,
  THANK_YOU_FORMS,
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
    expect(fieldErrors(SiteContactFormSchema.safeParse({}))).toMatchObject({
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

  it('rejects a filled honeypot and an unaccepted privacy statement', () => {
    expect(fieldErrors(SiteContactFormSchema.safeParse({ ...valid, website: 'http://spam', privacy: false }))).toEqual({
      website: 'validation:invalid.honeypot',
      privacy: 'validation:required.privacy',
    });
  });

  it('keeps injection strings as plain data', () => {
    const remark = `'; DROP TABLE leads; -- <script>alert(1)</script>`;
    expect(SiteContactFormSchema.parse({ ...valid, remark }).remark).toBe(remark);
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
