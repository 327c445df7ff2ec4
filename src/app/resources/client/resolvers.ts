import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { clientIdentityIssue, ZClientCreate, ZClientPatch } from '../../../shared/schemas/client';
import { ZClientSiteCreate } from '../../../shared/schemas/client-site';

const ZClientEdit = ZClientPatch.required({ companyId: true, name: true, active: true }).superRefine((value, ctx) => {
  const issue = clientIdentityIssue(value);
  if (issue) ctx.addIssue({ code: 'custom', path: ['vat'], message: issue });
});

export const clientCreateResolver = zodResolver(ZClientCreate) as unknown as Resolver<FieldValues>;
export const clientEditResolver = zodResolver(ZClientEdit) as unknown as Resolver<FieldValues>;
/** Create and edit alike: the whole site is sent. */
export const siteResolver = zodResolver(ZClientSiteCreate) as unknown as Resolver<FieldValues>;
