import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { ZDocumentPatch } from '../../../shared/schemas/document';

/**
 * What the office may correct: the form holds the whole record, and only these fields are sent
 * (the review has its own buttons on the document's page).
 */
export const ZDocumentEdit = ZDocumentPatch.pick({ title: true, issuedAt: true, expiresAt: true, visibleToOwner: true }).required({ title: true });

export const documentEditResolver = zodResolver(ZDocumentEdit) as unknown as Resolver<FieldValues>;
