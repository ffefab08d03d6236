import type { LeadFormName } from '@immo/shared';
import { useTranslation } from 'react-i18next';

/**
 * A sent form that stays where it was (a widget on an agency's page, the footer's sign-up) says
 * thank you in its place; the text takes the focus so a screen reader reads it.
 */
export function ThanksInPlace({ name, headingLevel }: { name: LeadFormName; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('common');
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="immo-forms immo-forms--thanks" role="status" tabIndex={-1} ref={(node) => node?.focus()}>
      <Heading>{t(`thankYou.${name}.title`)}</Heading>
      <p>{t(`thankYou.${name}.text`)}</p>
    </section>
  );
}
