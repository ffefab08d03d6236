import { useTranslation } from 'react-i18next';
import { ConsentFields } from '../../components/form-kit/common-fields.js';
import { CaptchaField } from '../../components/form-kit/CaptchaField.js';
import { ChoiceField, TextAreaField, TextField } from '../../components/form-kit/fields.js';
import { FormShell } from '../../components/form-kit/FormShell.js';
import type { FormProps } from '../../components/form-kit/form-props.js';
import { useLeadForm } from '../../components/form-kit/use-lead-form.js';

const KEY = 'testimonial';
const DEFAULTS = { name: '', email: '', city: '', rating: '', text: '', privacy: false };
const RATINGS = [1, 2, 3, 4, 5] as const;

/** SPEC §1 testimonial (/testimonial/): a customer's experience and rating, published after moderation. */
export function TestimonialForm({ headingLevel, onSent }: FormProps) {
  const { t } = useTranslation('forms');
  const lead = useLeadForm('testimonial', { key: KEY, defaults: DEFAULTS, onSent });
  const Heading = `h${headingLevel}` as const;
  const ratings = RATINGS.map((count) => ({
    value: String(count),
    label: t('testimonial.rating.stars', { count }),
  }));
  return (
    <section className="immo-forms">
      <Heading>{t('titles.testimonial')}</Heading>
      <p>{t('intros.testimonial')}</p>
      <FormShell {...lead} label={t('titles.testimonial')}>
        <div className="immo-form__row">
          <TextField name="name" label={t('testimonial.name.label')} autoComplete="name" required />
          <TextField name="email" type="email" label={t('fields.email.label')} autoComplete="email" required />
        </div>
        <TextField name="city" label={t('testimonial.city.label')} autoComplete="address-level2" required />
        <ChoiceField name="rating" label={t('testimonial.rating.label')} options={ratings} required />
        <TextAreaField
          name="text"
          label={t('testimonial.text.label')}
          placeholder={t('testimonial.text.placeholder')}
          required
        />
        <p className="immo-form__notice">{t('testimonial.moderationNotice')}</p>
        <ConsentFields withNewsletter={false} />
        <CaptchaField formKey={KEY} />
      </FormShell>
    </section>
  );
}
