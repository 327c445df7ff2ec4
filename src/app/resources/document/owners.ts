import type { TDocument, TDocumentOwnerType } from '../../../shared/schemas/document';

/** The react-admin resource of each kind of owner. */
export const OWNER_RESOURCES = { USER: 'user', COMPANY: 'company', CLIENT: 'client', VEHICLE: 'vehicle' } as const satisfies Record<TDocumentOwnerType, string>;

/** The page of a document's owner. */
export const ownerPath = (ownerType: TDocumentOwnerType, ownerId: number) => `/${OWNER_RESOURCES[ownerType]}/${ownerId}/show`;

/**
 * Whether the owner's 'presa visione' means anything: only a person reads their own documents,
 * only those shown to them, and not a photo they sent themselves (reviewed by the office).
 */
export const acknowledgeable = (document: Pick<TDocument, 'ownerType' | 'visibleToOwner' | 'review'>) =>
  document.ownerType === 'USER' && document.visibleToOwner && document.review === 'NONE';
