import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { ZPostCreate } from '../../../../shared/schemas/workforce';

/** Create and edit alike: the whole post is sent, its derived fields (names, versions) left out by the schema. */
export const postResolver = zodResolver(ZPostCreate) as unknown as Resolver<FieldValues>;
