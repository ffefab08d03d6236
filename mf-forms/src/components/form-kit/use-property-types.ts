import type { PropertyType } from '@immo/shared';
import { useEffect } from 'react';
import { useForms, useFormsEnv } from '../../forms-context.js';

const NO_TYPES: PropertyType[] = [];

/** The property types to choose from, in the page's language (asked for by the store). */
export function usePropertyTypes(): PropertyType[] {
  const { store, lang } = useFormsEnv();
  const types = useForms((state) => state.types[lang]);
  useEffect(() => store.getState().loadTypes(lang), [store, lang]);
  return types ?? NO_TYPES;
}
