import { Body } from '@react-email/body';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Fragment } from 'react';
import type { MailContent, MailFact, MailLink, MailProperty } from '../mail-content.js';

// The site's colours (shared/src/theme): the brand blue on white passes WCAG AA for text and links.
const INK = '#1a1b1e';
const MUTED = '#495057';
const BRAND = '#1c5d99';

const page = { backgroundColor: '#f1f3f5', fontFamily: 'Arial, Helvetica, sans-serif', color: INK, margin: 0 };
const card = { backgroundColor: '#ffffff', maxWidth: '600px', padding: '24px', margin: '16px auto' };
const paragraph = { fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' };
const label = { fontSize: '14px', lineHeight: '20px', color: MUTED, width: '38%', verticalAlign: 'top' as const };
const value = { fontSize: '14px', lineHeight: '20px', verticalAlign: 'top' as const };

/** A text's line breaks as <br>: mail programs ignore CSS white-space more often than not. */
function Lines({ text }: { text: string }) {
  return text.split('\n').map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

function Facts({ facts }: { facts: readonly MailFact[] }) {
  return (
    <Section>
      {facts.map((fact, index) => (
        <Row key={index}>
          <Column style={label}>{fact.label}</Column>
          <Column style={value}>
            <Lines text={fact.value} />
          </Column>
        </Row>
      ))}
    </Section>
  );
}

function MailLinkLine({ link }: { link: MailLink }) {
  return (
    <Text style={paragraph}>
      <Link href={link.href} style={{ color: BRAND, textDecoration: 'underline' }}>
        {link.label}
      </Link>
    </Text>
  );
}

/** A property as on a list card: picture, title (its link), town and price. */
function PropertyCard({ property }: { property: MailProperty }) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Row>
        <Column style={{ width: '160px', verticalAlign: 'top', paddingRight: '12px' }}>
          {property.picture && (
            <Link href={property.link.href}>
              {/* A plain img (what React Email's Img writes): block, no border, a fixed width for Outlook. */}
              <img
                src={property.picture.src}
                alt={property.picture.alt}
                width="160"
                style={{ display: 'block', border: 'none', outline: 'none', maxWidth: '100%' }}
              />
            </Link>
          )}
        </Column>
        <Column style={{ verticalAlign: 'top' }}>
          <Text style={{ ...paragraph, margin: '0 0 4px', fontWeight: 'bold' }}>
            <Link href={property.link.href} style={{ color: BRAND, textDecoration: 'underline' }}>
              {property.title}
            </Link>
          </Text>
          <Text style={{ ...value, margin: '0 0 4px', color: MUTED }}>{property.place}</Text>
          {property.price && <Text style={{ ...value, margin: 0, fontWeight: 'bold' }}>{property.price}</Text>}
        </Column>
      </Row>
    </Section>
  );
}

/** Every mail of the site laid out alike: heading, paragraphs, labelled facts, links, signature. */
export function MailDocument({ content }: { content: MailContent }) {
  return (
    <Html lang={content.lang}>
      <Head />
      <Preview>{content.preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Heading as="h1" style={{ fontSize: '20px', lineHeight: '28px', margin: '0 0 16px' }}>
            {content.heading}
          </Heading>
          {content.intro.map((text, index) => (
            <Text key={index} style={paragraph}>
              <Lines text={text} />
            </Text>
          ))}
          {content.facts && content.facts.length > 0 && <Facts facts={content.facts} />}
          {content.sections?.map((section, index) => (
            <Section key={index} style={{ marginTop: '16px' }}>
              <Heading as="h2" style={{ fontSize: '16px', lineHeight: '22px', margin: '0 0 8px' }}>
                {section.heading}
              </Heading>
              <Facts facts={section.facts} />
              {section.link && <MailLinkLine link={section.link} />}
            </Section>
          ))}
          {content.properties?.map((property, index) => (
            <PropertyCard key={index} property={property} />
          ))}
          {content.links?.map((link, index) => (
            <MailLinkLine key={index} link={link} />
          ))}
          {content.outro?.map((text, index) => (
            <Text key={index} style={{ ...paragraph, marginTop: '16px' }}>
              <Lines text={text} />
            </Text>
          ))}
          <Hr style={{ borderColor: '#dee2e6', margin: '20px 0' }} />
          <Text style={{ ...paragraph, color: MUTED }}>
            <Lines text={content.signature} />
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
