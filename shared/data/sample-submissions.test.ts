import { LEAD_FORM_NAMES, LEAD_FORM_SCHEMAS } from '../src/entities/forms/index.js';
import { properties } from './properties.js';
import { SAMPLE_PROPERTY_ID, sampleSubmission } from './sample-submissions.js';

const captcha = { altcha: 'eyJjaGFsbGVuZ2UiOnt9fQ==' };

describe('sample submissions', () => {
  it.each(LEAD_FORM_NAMES)('%s is valid against its schema', (form) => {
    const result = LEAD_FORM_SCHEMAS[form].safeParse({ ...sampleSubmission(form), ...captcha });
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('is about an available property of the catalogue', () => {
    expect(properties.find((property) => property.ID === SAMPLE_PROPERTY_ID)?.Marquee).toBe(0);
  });

  it('lets a test change one field', () => {
    expect(sampleSubmission('site-contact', { firstName: 'Bert' }).firstName).toBe('Bert');
  });
});
