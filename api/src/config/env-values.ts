import { z } from 'zod';

/** How a variable is documented: a row of api/README's configuration table. */
export type EnvDoc = {
  /** The kind of value: whole number, milliseconds, flag, text, … */
  type: string;
  /** The values it takes, in words; an error line at start says the variable "must be" one of them. */
  allowed: string;
  /** What it is when unset or empty, in words. */
  default: string;
  /** A password, a key or a URL that may hold one: an error line never prints it. */
  secret?: boolean;
};

/** Each variable's schema → its documentation (zod's registry; `.describe()` adds the description). */
export const ENV_DOCS = z.registry<EnvDoc>();

/** An empty variable (`FOO=` in an env file) counts as unset; `pathOrEmpty` is the one exception. */
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

/** A variable: its value's schema, with an empty value read as unset, and its documentation. */
export function envVariable<S extends z.ZodType>(schema: S, doc: EnvDoc) {
  const variable = z.preprocess(unsetWhenEmpty, schema);
  ENV_DOCS.add(variable, doc);
  return variable;
}

/** A value parsed by `read`, refused with `message` when `read` gives null. */
export function readWith<T>(read: (value: string) => T | null, message: string) {
  return z.string().transform((value, ctx) => {
    const result = read(value);
    if (result !== null) return result;
    ctx.issues.push({ code: 'custom', message, input: value });
    return z.NEVER;
  });
}

const UNITS = [
  { ms: 3_600_000, name: 'h' },
  { ms: 60_000, name: 'min' },
  { ms: 1000, name: 's' },
];

/** 600000 → "600000 (10 min)": the table's default of a time, as a reader thinks of it. */
function readableMs(ms: number): string {
  const unit = UNITS.find((candidate) => ms >= candidate.ms && ms % candidate.ms === 0);
  return unit ? `${ms} (${ms / unit.ms} ${unit.name})` : String(ms);
}

type WholeNumberOptions = { min?: number; max?: number; type?: string; shownDefault?: string };

/** A whole number within bounds (a count, a port, a size, a time): every whole number of the environment is read so. */
export function wholeNumber(
  fallback: number,
  { min = 1, max, type = 'whole number', shownDefault }: WholeNumberOptions = {},
) {
  const allowed = max === undefined ? `a whole number from ${min} up` : `a whole number from ${min} to ${max}`;
  const error = `must be ${allowed}`;
  const bounded = z.coerce.number({ error }).int({ error }).min(min, { error });
  return envVariable((max === undefined ? bounded : bounded.max(max, { error })).default(fallback), {
    type,
    allowed,
    default: shownDefault ?? String(fallback),
  });
}

/** A time in milliseconds, from 1 up: timeouts and the intervals of timers. */
export function milliseconds(fallback: number) {
  return wholeNumber(fallback, { type: 'milliseconds', shownDefault: readableMs(fallback) });
}

/** A share from 0 to 1. */
export function share(fallback: number) {
  const allowed = 'a number from 0 to 1 (0.3 is 30 %)';
  const error = `must be ${allowed}`;
  return envVariable(z.coerce.number({ error }).min(0, { error }).max(1, { error }).default(fallback), {
    type: 'number',
    allowed,
    default: String(fallback),
  });
}

const FLAG_VALUES = '1 or 0 (true or false)';

/** An on/off setting, off when unset: every flag of the environment is read so. */
export function flag() {
  const schema = z.stringbool({ truthy: ['1', 'true'], falsy: ['0', 'false'], error: `must be ${FLAG_VALUES}` });
  return envVariable(schema.default(false), { type: 'flag', allowed: FLAG_VALUES, default: '0' });
}

/** One of a few words; with a fallback when unset, else undefined. */
export function oneOf<const V extends readonly [string, ...string[]]>(values: V, fallback: V[number]) {
  const allowed = values.join(', ');
  return envVariable(z.enum(values, { error: `must be one of ${allowed}` }).default(fallback), {
    type: 'one of',
    allowed,
    default: fallback,
  });
}

/** One of a few words, or unset (undefined): something else decides. */
export function optionalOneOf<const V extends readonly [string, ...string[]]>(values: V, shownDefault: string) {
  const allowed = values.join(', ');
  return envVariable(z.enum(values, { error: `must be one of ${allowed}, or unset` }).optional(), {
    type: 'one of',
    allowed,
    default: shownDefault,
  });
}

/** Text taken as it is, with a fallback. */
export function text(fallback: string, allowed = 'any text') {
  return envVariable(z.string().default(fallback), { type: 'text', allowed, default: fallback });
}

/** Text taken as it is, or unset (undefined); `shownDefault` says what stands in for it. */
export function optionalText(shownDefault: string, { type = 'text', allowed = 'any text' } = {}) {
  return envVariable(z.string().optional(), { type, allowed, default: shownDefault });
}

/** A folder, or unset (undefined), where empty is a value of its own: STATIC_ROOT= serves the API alone. */
export function pathOrEmpty(shownDefault: string) {
  const variable = z.string().optional();
  ENV_DOCS.add(variable, { type: 'path', allowed: 'a folder, or empty', default: shownDefault });
  return variable;
}

/** A secret, at least `minLength` characters, or unset (undefined); an error line never prints it. */
export function secret(shownDefault: string, minLength = 1) {
  const allowed = minLength > 1 ? `${minLength} characters or more` : 'any text';
  return envVariable(
    z
      .string()
      .min(minLength, { error: `must be ${allowed}` })
      .optional(),
    {
      type: 'secret',
      allowed,
      default: shownDefault,
      secret: true,
    },
  );
}

/** Comma-separated items, trimmed, empty ones left out. */
export function listOf(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A comma-separated list of anything, empty when unset. */
export function list(allowed: string) {
  return envVariable(z.string().transform(listOf).default([]), { type: 'list', allowed, default: 'none' });
}

/** `origin` as URL's origin when it is one (http or https, no path), else null. */
function httpOrigin(origin: string): string | null {
  const url = URL.canParse(origin) ? new URL(origin) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) return null;
  return url.origin;
}

/** Comma-separated http(s) origins (`https://a.example.be`, a trailing / allowed), empty when unset. */
export function originList(example: string, shownDefault = 'none') {
  const allowed = `origins such as ${example}, comma-separated (http or https, no path)`;
  const origins = (value: string) => {
    const read = listOf(value).map(httpOrigin);
    return read.every((origin) => origin !== null) ? read : null;
  };
  return envVariable(readWith(origins, `must list ${allowed}`).default([]), {
    type: 'list',
    allowed,
    default: shownDefault,
  });
}

/** `name=url`, split at its first `=`; null without a name. An empty URL (`mf-forms=`) is a value of its own. */
function namedUrl(pair: string): [string, string] | null {
  const at = pair.indexOf('=');
  const name = pair.slice(0, Math.max(at, 0)).trim();
  return name === '' ? null : [name, pair.slice(at + 1).trim()];
}

/** `name=url` pairs separated by commas, or null when one has no name. */
function namedUrls(value: string): Record<string, string> | null {
  const pairs = listOf(value).map(namedUrl);
  return pairs.every((pair) => pair !== null) ? Object.fromEntries(pairs) : null;
}

/** `name=url` pairs, comma-separated, empty when unset. */
export function namedUrlList(example: string) {
  const allowed = `name=URL pairs, comma-separated, such as ${example}`;
  return envVariable(readWith(namedUrls, `must be ${allowed}`).default({}), {
    type: 'list',
    allowed,
    default: 'none',
  });
}

/** An http(s) URL, or unset (undefined). */
export function httpUrl(shownDefault: string, { secret = false } = {}) {
  const allowed = 'an http(s) URL';
  const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
  return envVariable(
    z
      .string()
      .refine(isHttpUrl, { error: `must be ${allowed}` })
      .optional(),
    {
      type: 'URL',
      allowed,
      default: shownDefault,
      ...(secret ? { secret } : {}),
    },
  );
}
