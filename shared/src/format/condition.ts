import type { Condition } from '../entities/condition.js';
import { isEmpty } from './empty.js';

type Comparable = string | number | boolean | null | undefined;

/**
 * Evaluates a SPEC §3 "Property condition" against an object (e.g. show a module only for
 * properties with Goal 0). Fields may be dotted paths. SPEC §5: a condition that cannot be
 * evaluated (missing field, wrong types, a throwing getter) counts as not met.
 */
export function evaluateCondition(object: unknown, condition: Condition): boolean {
  try {
    const left = readField(object, condition.field);
    const right =
      condition.compareWithField !== undefined
        ? readField(object, condition.compareWithField)
        : condition.compareWithValue;
    const met = compare(left, condition.logic, right);
    return met && (condition.advancedCondition ?? []).every((inner) => evaluateCondition(object, inner));
  } catch {
    return false;
  }
}

function readField(object: unknown, path: string): Comparable {
  let current: unknown = object;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') throw new Error(`no field ${path}`);
    if (!(key in current)) throw new Error(`no field ${path}`);
    current = (current as Record<string, unknown>)[key];
  }
  if (current !== null && current !== undefined && typeof current === 'object')
    throw new Error(`${path} is not a value`);
  return current as Comparable;
}

function compare(left: Comparable, logic: Condition['logic'], right: Comparable): boolean {
  switch (logic) {
    case 'empty':
      return isEmpty(left);
    case 'notEmpty':
      return !isEmpty(left);
    case 'eq':
      return normalize(left) === normalize(right);
    case 'neq':
      return normalize(left) !== normalize(right);
    case 'contains':
      return typeof left === 'string' && typeof right === 'string' && left.toLowerCase().includes(right.toLowerCase());
    default:
      return order(left, logic, right);
  }
}

/** "0" from a form and 0 from the data are the same value. */
function normalize(value: Comparable): Comparable {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

function order(left: Comparable, logic: 'gt' | 'gte' | 'lt' | 'lte', right: Comparable): boolean {
  const a = normalize(left);
  const b = normalize(right);
  if (typeof a !== typeof b || (typeof a !== 'number' && typeof a !== 'string')) throw new Error('not comparable');
  const sign = (a as number | string) < (b as number | string) ? -1 : a === b ? 0 : 1;
  return { gt: sign > 0, gte: sign >= 0, lt: sign < 0, lte: sign <= 0 }[logic];
}
