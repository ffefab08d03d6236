import { Container, Text, Title } from '@immo/shared/ui';
import { useTranslation } from 'react-i18next';

export const LEGAL_PAGES = {
  'privacy-statement': 'privacyStatement',
  'cookie-policy': 'cookiePolicy',
  disclaimer: 'disclaimer',
} as const;

/** A section's paragraphs are `body.p1…pN`; the cookie categories add `items` of their own. */
type Section = { heading: string; body: Record<string, string>; items?: Record<string, Section> };

function Paragraphs({ body }: { body: Record<string, string> }) {
  return (
    <>
      {Object.entries(body).map(([key, paragraph]) => (
        <p key={key}>{paragraph}</p>
      ))}
    </>
  );
}

/** Privacy statement, cookie policy and disclaimer, from the `legal` namespace in the visitor's language. */
export function LegalPage({ page }: { page: keyof typeof LEGAL_PAGES }) {
  const { t } = useTranslation('legal');
  const key = LEGAL_PAGES[page];
  const sections = t(`${key}.sections`, { returnObjects: true }) as Record<string, Section> | string;
  return (
    <Container size="md" py="xl" className="immo-legal">
      <Title order={1}>{t(`${key}.title`)}</Title>
      <Text c="gray.7" size="sm">
        {t(`${key}.updated`)}
      </Text>
      <p>{t(`${key}.intro`)}</p>
      {typeof sections === 'object' &&
        Object.entries(sections).map(([name, section]) => (
          <section key={name} aria-labelledby={`legal-${name}`}>
            <Title order={2} size="h3" id={`legal-${name}`}>
              {section.heading}
            </Title>
            <Paragraphs body={section.body} />
            {section.items &&
              Object.entries(section.items).map(([item, entry]) => (
                <div key={item}>
                  <Title order={3} size="h4">
                    {entry.heading}
                  </Title>
                  <Paragraphs body={entry.body} />
                </div>
              ))}
          </section>
        ))}
    </Container>
  );
}
