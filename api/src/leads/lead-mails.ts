import { propertyPath, type CatalogueProperty, type Lang, type LeadFormName } from '@immo/shared';
import type { Translate } from '../i18n/translator.js';
import { leadVisitor } from '../leads/lead-visitor.js';
import type { QueuedMail } from './outbox.js';
import { plainMessage, plainName } from './visitor-name.js';

export type LeadMailContext = {
  form: LeadFormName;
  data: Record<string, unknown>;
  lang: Lang;
  leadId: number;
  property: CatalogueProperty | undefined;
  t: (lang: Lang) => Translate;
  siteOrigin: string;
  agencyMail: string;
  agencyLanguage: Lang;
  /**
   * False when the form's effect sends the visitor nothing this time (documents asked before) or
   * mails them itself (a newsletter sign-up's or a booking's confirmation link, confirmations/).
   */
  mailVisitor?: boolean;
};

// Fields that are ours, not the visitor's: never copied into a mail.
const INTERNAL_FIELDS = new Set(['website', 'privacy', 'language']);

/** The submission as "field: value" lines, for the agency. Plain text: nothing in it is markup. */
function summary(data: Record<string, unknown>): string {
  return Object.entries(data)
    .filter(([key, value]) => !INTERNAL_FIELDS.has(key) && value !== '' && value !== undefined && value !== null)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join('\n');
}

function propertyLink(context: LeadMailContext, lang: Lang): string | null {
  const property = context.property;
  if (!property) return null;
  return context.siteOrigin + propertyPath({ ...property, Title: property.Title[lang] }, lang);
}

/**
 * Every mail a valid submission sends: the agency's notice, and what the visitor (or their friend)
 * receives. A subject holds nothing a visitor typed; a mail to a visitor or their friend holds no text
 * of the sender's but names without links (visitor-name.ts), and send to a friend's message.
 */
export function leadMails(context: LeadMailContext): QueuedMail[] {
  const { data, lang, leadId } = context;
  const visitor = context.t(lang);
  const agency = context.t(context.agencyLanguage);
  const { name: typedName, email } = leadVisitor(data);
  const name = plainName(typedName) || (email ?? '');
  const signature = visitor('mail:signature');
  const link = propertyLink(context, context.agencyLanguage);
  const mails: QueuedMail[] = [
    {
      kind: 'agency-lead',
      leadId,
      to: context.agencyMail,
      subject: agency('mail:agencyLead.subject', { form: context.form, leadId }),
      text: [agency('mail:agencyLead.intro', { form: context.form }), '', summary(data), link ? `\n${link}` : ''].join(
        '\n',
      ),
    },
  ];
  if (!email || context.mailVisitor === false) return mails;

  if (context.form === 'send-to-friend') {
    const friendLink = propertyLink(context, lang) ?? context.siteOrigin;
    const words = typeof data.message === 'string' ? plainMessage(data.message) : '';
    const message = words ? `\n\n${visitor('mail:sendToFriend.message')}\n${words}` : '';
    const friendEmail = String(data.friendEmail);
    const names = {
      name: plainName(String(data.name)) || email,
      friendName: plainName(String(data.friendName)) || friendEmail,
    };
    mails.push({
      kind: 'send-to-friend',
      leadId,
      to: friendEmail,
      subject: visitor('mail:sendToFriend.subject', { title: context.property?.Title[lang] ?? '' }),
      text: `${visitor('mail:sendToFriend.body', { ...names, link: friendLink })}${message}\n\n${signature}`,
    });
  } else if (context.form === 'document-request') {
    const sheet = `${context.siteOrigin}/api/properties/${context.property?.ID}/sheet?lang=${lang}`;
    mails.push({
      kind: 'documents',
      leadId,
      to: email,
      subject: visitor('mail:documents.subject', { reference: context.property?.ID }),
      text: `${visitor('mail:documents.body', { name, reference: context.property?.ID })}\n${sheet}\n\n${signature}`,
    });
  } else if (context.form !== 'unsubscribe-newsletter') {
    mails.push({
      kind: 'confirmation',
      leadId,
      to: email,
      subject: visitor('mail:confirmation.subject'),
      text: `${visitor('mail:confirmation.body', { name })}\n\n${signature}`,
    });
  }
  return mails;
}
