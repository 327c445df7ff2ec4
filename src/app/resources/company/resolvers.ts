import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { ZCompanyCreate, ZCompanyPatch } from '../../../shared/schemas/company';

/**
 * The server's own schemas validate the form; their messages are `validation.*` keys that the
 * inputs translate. The form submits the parsed values (VAT normalised, empty fields as null).
 */
export const companyCreateResolver = zodResolver(ZCompanyCreate) as unknown as Resolver<FieldValues>;
export const companyEditResolver = zodResolver(ZCompanyPatch.required({ name: true, vat: true, status: true })) as unknown as Resolver<FieldValues>;
