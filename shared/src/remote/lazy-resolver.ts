import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schemas (and zod) load the first time a form is checked, not
 * with the page (mf-forms, mf-owner-portal). When they cannot be fetched (the connection dropped
 * first) the values go as typed: the API checks them with the same schema and answers with the
 * same field errors, or the request cannot go either and the visitor is told they are offline.
 * Nothing typed is lost.
 */
export function lazyResolver<Values extends FieldValues>(load: () => Promise<Resolver<Values>>): Resolver<Values> {
  return async (values, context, options) => {
    const resolver = await load().catch(() => null);
    if (!resolver) return { values, errors: {} };
    return resolver(values, context, options);
  };
}
