import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { ZPostCreate } from '../../../../shared/schemas/workforce';

/** The shared schema names its post rules `workforce.*`; the office's words for them live under `posts.validation.*`. */
const renamed = (errors: unknown): unknown => {
  if (Array.isArray(errors)) return errors.map(renamed);
  if (!errors || typeof errors !== 'object') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) =>
      key === 'message' && typeof value === 'string' && value.startsWith('workforce.')
        ? [key, `posts.validation.${value.slice('workforce.'.length)}`]
        : [key, key === 'ref' ? value : renamed(value)],
    ),
  );
};

const base = zodResolver(ZPostCreate) as unknown as Resolver<FieldValues>;

/** Create and edit alike: the whole post is sent, its derived fields (names, versions) left out by the schema. */
export const postResolver: Resolver<FieldValues> = async (values, context, options) => {
  const result = await base(values, context, options);
  return { ...result, errors: renamed(result.errors) } as Awaited<ReturnType<Resolver<FieldValues>>>;
};
