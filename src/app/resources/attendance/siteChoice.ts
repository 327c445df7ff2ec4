import { SITE_TYPES, type TSiteType } from '../../../shared/attendance';

/** The site of a record as the API names it: a type and an id, both null without a site. */
export interface TSiteRef {
  siteType: TSiteType | null;
  siteId: number | null;
}

/** One option of the site picker: a company place or a client's site, keyed `PLACE:3` / `CLIENT_SITE:7`. */
export interface TSiteChoice {
  id: string;
  type: TSiteType;
  name: string;
  address: string | null;
  companyId: number | null;
  /** The client's name, for a client site. */
  clientName: string | null;
}

/** The picker's value for a site; '' without one. */
export const siteValue = ({ siteType, siteId }: { siteType?: string | null; siteId?: number | null }) =>
  siteType && siteId != null ? `${siteType}:${siteId}` : '';

/** The site a picker value names; '', null or anything unknown is no site. */
export const siteOfValue = (value: unknown): TSiteRef => {
  const match = typeof value === 'string' ? /^([A-Z_]+):(\d+)$/.exec(value) : null;
  const type = SITE_TYPES.find((t) => t === match?.[1]);
  return type && match ? { siteType: type, siteId: Number(match[2]) } : { siteType: null, siteId: null };
};

interface TSiteRow {
  id: number;
  name: string;
  address?: string | null;
  companyId: number;
}

/**
 * The options of the picker: the company's places first (a few, by company and name), then the
 * client sites by client and name. `current` keeps a record's site listed even when the lists no longer hold it.
 */
export const siteChoices = ({
  places,
  clientSites,
  current,
}: {
  places: TSiteRow[];
  clientSites: Array<TSiteRow & { clientName: string }>;
  current?: TSiteChoice;
}): TSiteChoice[] => {
  const byName = (a: TSiteChoice, b: TSiteChoice) =>
    (a.clientName ?? '').localeCompare(b.clientName ?? '', 'it') || a.name.localeCompare(b.name, 'it');
  const own = places.map((p) => ({ id: siteValue({ siteType: 'PLACE', siteId: p.id }), type: 'PLACE' as const, name: p.name, address: p.address ?? null, companyId: p.companyId, clientName: null }));
  const clients = clientSites.map((s) => ({
    id: siteValue({ siteType: 'CLIENT_SITE', siteId: s.id }),
    type: 'CLIENT_SITE' as const,
    name: s.name,
    address: s.address ?? null,
    companyId: s.companyId,
    clientName: s.clientName,
  }));
  // With several companies, each one's places stay together.
  const byCompany = (a: TSiteChoice, b: TSiteChoice) => (a.companyId ?? 0) - (b.companyId ?? 0) || byName(a, b);
  const all = [...own.sort(byCompany), ...clients.sort(byName)];
  if (!current || all.some((c) => c.id === current.id)) return all;
  return current.type === 'PLACE' ? [current, ...all] : [...all, current];
};

/** Whether an option matches what the user typed: its name, its client, its address or its kind. */
export const matchesSite = (filter: string, choice: TSiteChoice, label: string) => {
  const wanted = filter.trim().toLocaleLowerCase('it');
  if (!wanted) return true;
  return [label, choice.address].some((text) => text?.toLocaleLowerCase('it').includes(wanted));
};
