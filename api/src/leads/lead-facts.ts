import { formatDate, formatList, formatNumber, formatPrice, type Lang } from '@immo/shared';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { Translate } from '../i18n/translator.js';
import type { MailFact } from '../mail/mail-content.js';
import { plainName } from '../mail/visitor-name.js';

/**
 * Who reads the facts: the agency gets everything the visitor sent; the visitor's own copy goes to
 * an address anyone could have typed, so it repeats no free text (issue 27: the site relays no
 * stranger's words), only what the form's choices, numbers and dates say.
 */
export type Audience = 'agency' | 'visitor';

export type FactContext = { t: Translate; lang: Lang; catalogue: Catalogue; audience: Audience };

type Value = unknown;
/** A field's value in words, or null when there is nothing to say. */
type Formatter = (value: Value, context: FactContext) => string | null;

const text = (value: Value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const list = (value: Value): unknown[] => (Array.isArray(value) ? value : []);
const joined = (items: (string | null)[], lang: Lang) => {
  const words = items.filter((item): item is string => item !== null && item !== '');
  return words.length > 0 ? formatList(words, lang) : null;
};

const money: Formatter = (value, { lang }) => (typeof value === 'number' ? formatPrice(value, { lang }) : null);
const count: Formatter = (value, { lang }) => (typeof value === 'number' ? formatNumber(value, lang) : null);
const date: Formatter = (value, { lang }) => (text(value) ? formatDate(String(value), lang) : null);
/** A box ticked: said when ticked, left out when not (an unticked "garden" is no wish against one). */
const ticked: Formatter = (value, { t }) => (value === true ? t('mail:values.yes') : null);
/** A choice among the form's options, in words: `mail:values.{field}.{option}`. */
const choice =
  (field: string): Formatter =>
  (value, { t }) =>
    text(value) ? t(`mail:values.${field}.${String(value)}`) : null;
/** Several values, each in words, listed as the language lists: "Gent, Brugge en Kortrijk". */
const listOf =
  (format: Formatter): Formatter =>
  (value, context) =>
    joined(
      list(value).map((item) => format(item, context)),
      context.lang,
    );
const timeSlot: Formatter = (value) => (text(value) ? String(value).replace('-', '–') : null);
const typeName: Formatter = (webId, { catalogue, lang }) =>
  catalogue.types.find((type) => type.WebID === Number(webId))?.Name[lang] ?? null;
/** A demand stores a region's, a province's or a municipality's WebID (its postal code). */
const regionName: Formatter = (webId, { catalogue, lang }) =>
  catalogue.regionsIn(lang).find((region) => String(region.WebID) === String(webId))?.Name ?? text(webId);
const projectName: Formatter = (value, { catalogue, lang }) => {
  const project = catalogue.projects.find((candidate) => candidate.ID === Number(value));
  return project ? `${project.Name[lang]}, ${project.City}` : null;
};
const rating: Formatter = (value, { t }) =>
  typeof value === 'number' ? t('mail:values.rating', { rating: value }) : null;

/** How each field reads; `free` marks text a person typed, which only the agency's mail repeats. */
const FIELDS: Record<string, { format: Formatter; free?: true }> = {
  email: { format: text, free: true },
  phone: { format: text, free: true },
  goal: { format: choice('goal') },
  remark: { format: text, free: true },
  contactTimeSlots: { format: listOf(timeSlot) },
  contactDevice: { format: choice('contactDevice') },
  newsletter: { format: ticked },
  preferredDates: { format: listOf(date) },
  projectId: { format: projectName },
  propertyTypeWebId: { format: typeName },
  types: { format: listOf(typeName) },
  regions: { format: listOf(regionName) },
  minPrice: { format: money },
  maxPrice: { format: money },
  budget: { format: money },
  minBedrooms: { format: count },
  maxBedrooms: { format: count },
  minBathrooms: { format: count },
  minGarages: { format: count },
  maxGarages: { format: count },
  parking: { format: ticked },
  terrace: { format: ticked },
  garden: { format: ticked },
  friendName: { format: text, free: true },
  friendEmail: { format: text, free: true },
  message: { format: text, free: true },
  city: { format: text, free: true },
  rating: { format: rating },
  text: { format: text, free: true },
  adults: { format: count },
  kids: { format: count },
  kidsAges: { format: listOf(count) },
  pets: { format: text, free: true },
  moveDate: { format: date },
  reasonForMoving: { format: text, free: true },
  netIncome1: { format: money },
  netIncome2: { format: money },
  amount: { format: money },
  amountInLetters: { format: text, free: true },
  startDate: { format: date },
  endDate: { format: date },
  place: { format: text, free: true },
  signDate: { format: date },
  conditions: { format: text, free: true },
};

/** Fields that are ours or said elsewhere in the mail (the property, the visit, the bidders). */
const NOT_FACTS = new Set(['website', 'privacy', 'language', 'altcha', 'token', 'propertyId', 'slotId']);
const NAME_FIELDS = new Set(['title', 'firstName', 'lastName', 'name']);
const ADDRESS_FIELDS = new Set(['street', 'houseNumber', 'boxNr', 'zip', 'address']);
const PERSON_FIELDS = new Set(['personA', 'personB']);

/** Whether a form's field is said in the mails (a test walks every form's fields with it). */
export function isDescribedField(key: string): boolean {
  return key in FIELDS || [NOT_FACTS, NAME_FIELDS, ADDRESS_FIELDS, PERSON_FIELDS].some((set) => set.has(key));
}

/** "Ms Anna Peeters": the title in words and the names, on one line. */
function personName(person: Record<string, unknown>, context: FactContext): string | null {
  const title = text(person.title) ? context.t(`mail:values.title.${String(person.title)}`) : null;
  const names = [text(person.firstName), text(person.lastName), text(person.name)].filter(Boolean).join(' ');
  const name = plainName(names);
  return name ? [title, name].filter(Boolean).join(' ') : null;
}

/** "Kerkstraat 5 bus 2, 9000 Gent": the street line and the town line, as Belgians write them. */
function postalAddress(data: Record<string, unknown>, context: FactContext): string | null {
  if (text(data.address)) return text(data.address);
  const box = text(data.boxNr) ? context.t('mail:values.box', { box: text(data.boxNr) }) : null;
  const street = [text(data.street), text(data.houseNumber), box].filter(Boolean).join(' ');
  const town = [text(data.zip), text(data.city)].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ') || null;
}

function fact(label: string, value: string | null, context: FactContext): MailFact[] {
  return value === null ? [] : [{ label: context.t(`mail:fields.${label}`), value }];
}

/** A person's own facts (a bidder of an offer): name, address, e-mail, phone. */
export function personFacts(person: Record<string, unknown>, context: FactContext): MailFact[] {
  return [
    ...fact('name', personName(person, context), context),
    ...(context.audience === 'agency'
      ? [
          ...fact('address', postalAddress(person, context), context),
          ...fact('email', text(person.email), context),
          ...fact('phone', text(person.phone), context),
        ]
      : []),
  ];
}

/**
 * A submission as labelled facts in the reader's language, in the form's order: the visitor's name
 * and address each on one line, choices and types as words, amounts and dates as the site writes
 * them. The visitor's copy holds no free text but their own name.
 */
export function leadFacts(data: Record<string, unknown>, context: FactContext): MailFact[] {
  const facts: MailFact[] = [];
  let named = false;
  let addressed = false;
  for (const [key, value] of Object.entries(data)) {
    if (NOT_FACTS.has(key) || PERSON_FIELDS.has(key)) continue;
    if (NAME_FIELDS.has(key)) {
      if (!named) facts.push(...fact('name', personName(data, context), context));
      named = true;
      continue;
    }
    const field = FIELDS[key];
    if (ADDRESS_FIELDS.has(key) || (key === 'city' && 'street' in data)) {
      if (!addressed && context.audience === 'agency')
        facts.push(...fact('address', postalAddress(data, context), context));
      addressed = true;
      continue;
    }
    if (!field || (field.free && context.audience === 'visitor')) continue;
    facts.push(...fact(key, field.format(value, context), context));
  }
  return facts;
}
