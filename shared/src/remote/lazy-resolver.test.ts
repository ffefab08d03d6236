import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver.js';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

describe('lazyResolver', () => {
  it('checks the values with the resolver it loads, loaded when first needed', async () => {
    const refuse: Resolver<FieldValues> = async () => ({
      values: {},
      errors: { email: { type: 'invalid', message: 'validation:email.invalid' } },
    });
    const load = jest.fn(async () => refuse);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const result = await resolver({ email: 'x' }, undefined, OPTIONS);
    expect(result.errors).toEqual({ email: { type: 'invalid', message: 'validation:email.invalid' } });
  });

  it('lets the values go as typed when the schemas cannot be fetched: the API checks them', async () => {
    const resolver = lazyResolver<FieldValues>(() => Promise.reject(new Error('offline')));
    expect(await resolver({ email: 'jan@example.be' }, undefined, OPTIONS)).toEqual({
      values: { email: 'jan@example.be' },
      errors: {},
    });
  });
});
