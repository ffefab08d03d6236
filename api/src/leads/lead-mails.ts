import type { CatalogueProperty, Lang, LeadFormName } from '@immo/shared';
import type { Catalogue } from '../catalogue/catalogue.js';
import { sheetPath } from '../catalogue/sheet.js';
import type { Translate } from '../i18n/translator.js';
import type { MailContent, MailFact } from '../mail/mail-content.js';
import type { MailAddress, QueuedMail } from '../mail/outbox.js';
import { renderMail } from '../mail/render-mail.js';
import { plainMessage, plainName } from '../mail/visitor-name.js';
import { leadFacts, personFacts, type Audience, type FactContext } from './lead-facts.js';
import { leadVisitor } from './lead-visitor.js';
import { propertyLabel, propertySection } from './property-facts.js';

export type LeadMailContext = {
  form: LeadFormName;
  data: Record<string, unknown>;
  lang: Lang;
  leadId: number;
  property: CatalogueProperty | undefined;
  catalogue: Catalogue;
  t: (lang: Lang) => Translate;
  siteOrigin: string;
  agencyMail: string;
  agencyLanguage: Lang;
  /**
   * False when the form's effect sends the visitor nothing this time (documents asked before) or
   * mails them itself (a newsletter sign-up's or a booking's confirmation link, confirmations/).
   */
  mailVisitor?: boolean;
  /** Facts the form's effect adds to the agency's mail (a booked visit's moment and state). */
  agencyFacts?: (t: Translate, lang: Lang) => MailFact[];
};

/** The parts every mail about one lead shares, in one reader's language. */
function readerParts(context: LeadMailContext, lang: Lang, audience: Audience) {
  const t = context.t(lang);
  const facts: FactContext = { t, lang, catalogue: context.catalogue, audience };
  const request = t(`mail:forms.${context.form}`);
  const property = context.property
    ? [propertySection(context.property, { t, lang, audience, siteOrigin: context.siteOrigin })]
    : [];
  return { t, facts, request, property };
}

/** What a subject says the request is about: the property, the project, else the lead's number. */
function about(context: LeadMailContext, t: Translate, lang: Lang): string {
  if (context.property) return propertyLabel(context.property, t, lang);
  const projectId = Number(context.data.projectId);
  const project = context.catalogue.projects.find((candidate) => candidate.ID === projectId);
  return project ? project.Name[lang] : t('mail:agencyLead.number', { leadId: context.leadId });
}

/** The offer's bidders, each under their own heading. */
function bidderSections(data: Record<string, unknown>, facts: FactContext) {
  return (['personA', 'personB'] as const).flatMap((key, index) => {
    const person = data[key];
    if (typeof person !== 'object' || person === null) return [];
    const lines = personFacts(person as Record<string, unknown>, facts);
    return lines.length > 0 ? [{ heading: facts.t('mail:fields.bidder', { number: index + 1 }), facts: lines }] : [];
  });
}

function rendered(base: Omit<QueuedMail, 'text' | 'html'>, content: MailContent): QueuedMail {
  return { ...base, ...renderMail(content) };
}

/**
 * The agency's mail: the request named in its subject, every field labelled in the agency's
 * language, values in words, the property with its link; "reply" answers the visitor.
 */
function agencyLeadMail(context: LeadMailContext, replyTo: MailAddress | null): QueuedMail {
  const lang = context.agencyLanguage;
  const { t, facts, request, property } = readerParts(context, lang, 'agency');
  const subject = t('mail:agencyLead.subject', { request, about: about(context, t, lang) });
  return rendered(
    { kind: 'agency-lead', leadId: context.leadId, to: context.agencyMail, subject, replyTo },
    {
      lang,
      preview: subject,
      heading: request,
      intro: [t('mail:agencyLead.intro', { request, leadId: context.leadId })],
      facts: [...(context.agencyFacts?.(t, lang) ?? []), ...leadFacts(context.data, facts)],
      sections: [...property, ...bidderSections(context.data, facts)],
      outro: replyTo ? [t('mail:agencyLead.reply', { name: replyTo.name || replyTo.address })] : [],
      signature: t('mail:agencyLead.footer', { origin: context.siteOrigin }),
    },
  );
}

/** The visitor's copy: what they sent, without free text, and the property with its link. */
function confirmationMail(context: LeadMailContext, to: string, name: string): QueuedMail {
  const { t, facts, request, property } = readerParts(context, context.lang, 'visitor');
  const subject = t('mail:confirmation.subject', { request });
  return rendered(
    { kind: 'confirmation', leadId: context.leadId, to, subject },
    {
      lang: context.lang,
      preview: subject,
      heading: subject,
      // A testimonial is no request to answer: thanked as what it is.
      intro: [
        t(context.form === 'testimonial' ? 'mail:confirmation.testimonialBody' : 'mail:confirmation.body', { name }),
      ],
      facts: leadFacts(context.data, facts),
      sections: [...property, ...bidderSections(context.data, facts)],
      signature: t('mail:signature'),
    },
  );
}

/** A property a visitor shared: the sender's name and words without links, and the property. */
function friendMail(context: LeadMailContext, email: string): QueuedMail {
  const { data, lang } = context;
  const { t, property } = readerParts(context, lang, 'visitor');
  const friendEmail = String(data.friendEmail);
  const names = {
    name: plainName(String(data.name)) || email,
    friendName: plainName(String(data.friendName)) || friendEmail,
  };
  const words = typeof data.message === 'string' ? plainMessage(data.message) : '';
  const subject = t('mail:sendToFriend.subject', { title: context.property?.Title[lang] ?? '' });
  return rendered(
    { kind: 'send-to-friend', leadId: context.leadId, to: friendEmail, subject },
    {
      lang,
      preview: subject,
      heading: subject,
      intro: [t('mail:sendToFriend.body', names), ...(words ? [`${t('mail:sendToFriend.message')}\n${words}`] : [])],
      sections: property,
      signature: t('mail:signature'),
    },
  );
}

/** The documents a visitor asked for: the property's information sheet, linked. */
function documentsMail(context: LeadMailContext, to: string, name: string): QueuedMail {
  const { lang, siteOrigin } = context;
  const { t, property } = readerParts(context, lang, 'visitor');
  const reference = context.property?.ID ?? 0;
  const subject = t('mail:documents.subject', { reference });
  return rendered(
    { kind: 'documents', leadId: context.leadId, to, subject },
    {
      lang,
      preview: subject,
      heading: subject,
      intro: [t('mail:documents.body', { name, reference })],
      links: [
        {
          label: t('mail:documents.sheet', { reference }),
          href: `${siteOrigin}${sheetPath(reference)}?lang=${lang}`,
        },
      ],
      sections: property,
      signature: t('mail:signature'),
    },
  );
}

/**
 * Every mail a valid submission sends: the agency's notice, and what the visitor (or their friend)
 * receives. A subject holds nothing a visitor typed; a mail to a visitor or their friend holds no text
 * of the sender's but names without links (visitor-name.ts), and send to a friend's message.
 */
export function leadMails(context: LeadMailContext): QueuedMail[] {
  const { name: typedName, email } = leadVisitor(context.data);
  const name = plainName(typedName) || (email ?? '');
  const replyTo = email ? { name: plainName(typedName), address: email } : null;
  const mails = [agencyLeadMail(context, replyTo)];
  if (email && context.mailVisitor !== false) {
    if (context.form === 'send-to-friend') mails.push(friendMail(context, email));
    else if (context.form === 'document-request') mails.push(documentsMail(context, email, name));
    else if (context.form !== 'unsubscribe-newsletter') mails.push(confirmationMail(context, email, name));
  }
  return mails;
}
