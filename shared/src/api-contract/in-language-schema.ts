import { z } from 'zod';
import type { InLanguage } from '../entities/in-language.js';
import { LANGUAGES } from '../i18n/languages.js';

type Walked = Map<z.ZodType, z.ZodType>;

/** A text in every language ({en, nl, fr, de} of strings): what `inLanguage` turns into one string. */
function isLocalizedText(schema: z.ZodType): boolean {
  if (!(schema instanceof z.ZodObject)) return false;
  const shape = schema.shape as Record<string, z.ZodType>;
  return (
    Object.keys(shape).length === LANGUAGES.length && LANGUAGES.every((lang) => shape[lang] instanceof z.ZodString)
  );
}

/** A plain string, as a union of a string and a text in every language becomes: one string either way. */
function isPlainString(schema: z.ZodType): boolean {
  return schema instanceof z.ZodString && (schema._zod.def.checks ?? []).length === 0;
}

/** The schema's description and other metadata, on its rewritten copy (never its id: ids are unique). */
function withMetadataOf(original: z.ZodType, copy: z.ZodType): z.ZodType {
  const { id: _id, ...metadata } = z.globalRegistry.get(original) ?? {};
  return Object.keys(metadata).length > 0 ? copy.meta(metadata) : copy;
}

function walkObject(schema: z.ZodObject, walked: Walked): z.ZodType {
  const changed = Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
    const rewritten = walk(field, walked);
    return rewritten === field ? [] : [[key, rewritten] as const];
  });
  return changed.length === 0 ? schema : schema.extend(Object.fromEntries(changed));
}

function walkUnion(schema: z.ZodUnion, walked: Walked): z.ZodType {
  const options = schema.options as readonly z.ZodType[];
  const rewritten = options.map((option) => walk(option, walked));
  if (rewritten.every((option, index) => option === options[index])) return schema;
  return rewritten.every(isPlainString) ? z.string() : z.union(rewritten as [z.ZodType, ...z.ZodType[]]);
}

/** A recursive schema (z.lazy) is rewritten once: its own references lead to the same rewritten copy. */
function walkLazy(schema: z.ZodLazy, walked: Walked): z.ZodType {
  const copy = z.lazy(() => walk(schema.unwrap() as z.ZodType, walked));
  walked.set(schema, copy);
  return copy;
}

/** The wrappers and containers a stored record's schema is made of; anything else is a leaf, kept as it is. */
function rewrite(schema: z.ZodType, walked: Walked): z.ZodType {
  if (isLocalizedText(schema)) return z.string();
  if (schema instanceof z.ZodLazy) return walkLazy(schema, walked);
  if (schema instanceof z.ZodObject) return walkObject(schema, walked);
  if (schema instanceof z.ZodUnion) return walkUnion(schema, walked);
  const inner = (wrapped: z.ZodType, wrap: (rewritten: z.ZodType) => z.ZodType) => {
    const rewritten = walk(wrapped, walked);
    return rewritten === wrapped ? schema : wrap(rewritten);
  };
  if (schema instanceof z.ZodOptional) return inner(schema.unwrap() as z.ZodType, (item) => item.optional());
  if (schema instanceof z.ZodNullable) return inner(schema.unwrap() as z.ZodType, (item) => item.nullable());
  if (schema instanceof z.ZodArray) return inner(schema.element as z.ZodType, (item) => z.array(item));
  if (schema instanceof z.ZodRecord)
    return inner(schema.valueType as z.ZodType, (item) => z.record(schema.keyType, item));
  return schema;
}

function walk(schema: z.ZodType, walked: Walked): z.ZodType {
  const done = walked.get(schema);
  if (done) return done;
  const rewritten = rewrite(schema, walked);
  return rewritten === schema || schema instanceof z.ZodLazy ? rewritten : withMetadataOf(schema, rewritten);
}

/**
 * The schema of a stored record as the API answers it in one language (`inLanguage`): every text
 * given in every language becomes one string, the rest is the record's own schema. So an answer in
 * one language has one source, the record's schema, as its TypeScript type has (`InLanguage`).
 */
export function inLanguageSchema<S extends z.ZodType>(schema: S): z.ZodType<InLanguage<z.output<S>>> {
  return walk(schema, new Map()) as z.ZodType<InLanguage<z.output<S>>>;
}
