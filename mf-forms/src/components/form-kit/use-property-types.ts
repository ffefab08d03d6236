import type { PropertyType } from '@immo/shared';
import { useEffect } from 'react';
import { useForms, useFormsEnv } from '../../forms-context.js';
import { useServerLoad } from '@immo/shared/remote';

const NO_TYPES: PropertyType[] = [];

/** The property types to choose from, in the page's language (asked for by the store). */
export function usePropertyTypes(): PropertyType[] {
  const { store, lang } = useFormsEnv();
  const types = useForms((state) => state.types[lang]);
  useServerLoad(() => store.getState().loadTypes(lang));
  useEffect(() => void store.getState().loadTypes(lang, { retry: true }), [store, lang]);
  return types ?? NO_TYPES;
}
