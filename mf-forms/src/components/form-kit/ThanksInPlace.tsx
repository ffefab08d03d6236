import type { LeadFormName } from '@immo/shared';
import { useTranslation } from 'react-i18next';

type Thanks = { headingLevel: 1 | 2 | 3 } & ({ name: LeadFormName } | { title: string; text: string });

/**
 * A sent form that stays where it was (a widget on an agency's page, the footer's sign-up) says
 * thank you in its place — the form's thank-you texts, or a title and text of its own; the text
 * takes the focus so a screen reader reads it.
 */
export function ThanksInPlace(props: Thanks) {
  const { t } = useTranslation('common');
  const Heading = `h${props.headingLevel}` as const;
  const [title, text] =
    'name' in props ? [t(`thankYou.${props.name}.title`), t(`thankYou.${props.name}.text`)] : [props.title, props.text];
  return (
    <section className="immo-forms immo-forms--thanks" role="status" tabIndex={-1} ref={(node) => node?.focus()}>
      <Heading>{title}</Heading>
      <p>{text}</p>
    </section>
  );
}
