import type { CatalogueProperty, Lang, LeadFormName } from '@immo/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Translate } from '../i18n/translator.js';
import { queueMails } from '../mail/outbox.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { AltchaChallenges } from './altcha.js';
import { checkLead } from './lead-checks.js';
import { LEAD_EFFECTS, LeadRefused } from './lead-effects.js';
import { leadMails } from './lead-mails.js';
import type { LeadOutcome, LeadRefusal } from './lead-outcome.js';
import { leadVisitor } from './lead-visitor.js';
import { isUnsubscribeToken } from './unsubscribe-link.js';
import { mailUnsubscribeLink } from './unsubscribe-request.js';

export type LeadServiceDeps = {
  db: Kysely<Database>;
  catalogue: () => Catalogue;
  altcha: AltchaChallenges;
  translate: (lang: Lang) => Translate;
  siteOrigin: string;
  agencyMail: string;
  agencyLanguage: Lang;
  /** Signs the newsletter's unsubscribe links (unsubscribe-link.ts), keys the booking clients' hashes. */
  linkSecret: string;
  /** Called after a submission is stored, so mail goes out without waiting for the next tick. */
  afterStored: () => void;
  now: () => Date;
};

/** A form as the routes read it: validated by its schema, in the visitor's language, from a client address. */
export type LeadRequest = {
  form: LeadFormName;
  data: Record<string, unknown>;
  lang: Lang;
  clientAddress: string;
};

/**
 * Takes a validated form: checks it (lead-checks.ts), then stores it with its mails in one
 * transaction (the outbox sends them). An unsubscribe without the newsletter link's signature
 * stores nothing: the address is mailed its signed link instead (unsubscribe-request.ts).
 */
export async function takeLead(deps: LeadServiceDeps, lead: LeadRequest): Promise<LeadOutcome> {
  const checked = await checkLead(deps, lead.form, lead.data);
  if (checked.refusal) return { refusal: checked.refusal };
  const now = deps.now();
  const { data, lang } = lead;
  if (lead.form === 'unsubscribe-newsletter' && !isUnsubscribeToken(deps.linkSecret, String(data.email), data.token)) {
    await mailUnsubscribeLink(deps, String(data.email), lang, now);
    deps.afterStored();
    return { refusal: null, thanks: 'errors:success.unsubscribe-link-sent' };
  }
  try {
    await storeLead(deps, lead, checked.property, now);
  } catch (error) {
    return { refusal: refusalOf(error) };
  }
  deps.afterStored();
  return { refusal: null, thanks: `errors:success.${lead.form}` };
}

/** A form's own rule's refusal (lead-effects.ts), else a failure of ours: the mail is not sent. */
function refusalOf(error: unknown): LeadRefusal {
  if (!(error instanceof LeadRefused)) return { code: 'mailNotSent', cause: error };
  const issues = error.field ? [{ path: [error.field], message: `errors:${error.code}.text` }] : undefined;
  return { code: error.code, ...(issues ? { issues } : {}) };
}

/** The lead, what its form does besides (lead-effects.ts) and its mails: all or nothing. */
async function storeLead(
  deps: LeadServiceDeps,
  { form, data, lang, clientAddress }: LeadRequest,
  property: CatalogueProperty | undefined,
  now: Date,
): Promise<void> {
  const stored = { ...data };
  delete stored.altcha;
  delete stored.website;
  delete stored.token;
  const visitor = leadVisitor(data);
  await deps.db.transaction().execute(async (trx) => {
    const lead = await trx
      .insertInto('leads')
      .values({
        form,
        language: lang,
        email: visitor.email?.toLowerCase() ?? null,
        property_id: property?.ID ?? null,
        payload: JSON.stringify(stored),
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const context = { ...deps, clientAddress };
    const outcome = await LEAD_EFFECTS[form]?.(trx, data, lead.id, now.toISOString(), lang, context);
    const mails = leadMails({
      form,
      data: stored,
      lang,
      leadId: lead.id,
      property,
      catalogue: deps.catalogue(),
      t: deps.translate,
      siteOrigin: deps.siteOrigin,
      agencyMail: deps.agencyMail,
      agencyLanguage: deps.agencyLanguage,
      mailVisitor: outcome?.mailVisitor ?? true,
      ...(outcome?.agencyFacts ? { agencyFacts: outcome.agencyFacts } : {}),
    });
    await queueMails(trx, [...mails, ...(outcome?.mails ?? [])], now);
  });
}
