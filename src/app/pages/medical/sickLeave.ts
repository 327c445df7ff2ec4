import { addDays, todayInRome } from '../../../shared/dates';
import { latestSickLeaveStart, type TSickLeaveKind } from '../../../shared/leave';
import type { TPermission, TPermissionCreate } from '../../../shared/schemas/permission';
import { outOfBoundsErrors, schemaErrors } from '../leave/leaveForm';

export interface TSickFormValues {
  protocolNumber?: string | null;
  kind: TSickLeaveKind;
  startDate?: string | null;
  endDate?: string | null;
  availabilityAddress?: string | null;
  parentId?: number | string | null;
}

/** The body of POST api/permission for a sick-leave report; only a continuation or a relapse names a parent. */
export const toSickPayload = (values: TSickFormValues): TPermissionCreate => ({
  type: 'MALATTIA',
  protocolNumber: values.protocolNumber?.trim() ?? '',
  kind: values.kind,
  startDate: values.startDate || (undefined as unknown as string),
  endDate: values.endDate || null,
  availabilityAddress: values.availabilityAddress || null,
  parentId: values.kind === 'FIRST' || !values.parentId ? null : Number(values.parentId),
});

/**
 * The server's schema and rules: dates from last year to next year, and no start in the future
 * (Europe/Rome), except a continuation's, which may start the day after the certificate it follows
 * (`parent`) ends.
 */
export const validateSickForm = (values: TSickFormValues, today: string = todayInRome(), parent?: Pick<TPermission, 'endDate'>): Record<string, string> => {
  const errors = { ...outOfBoundsErrors({ startDate: values.startDate, endDate: values.endDate }, today), ...schemaErrors(toSickPayload(values)) };
  const follows = values.kind === 'FIRST' ? undefined : parent;
  if (!values.startDate) errors.startDate = 'validation.required';
  else if (values.startDate > latestSickLeaveStart(today, follows?.endDate)) errors.startDate = follows ? 'sickLeave.form.continuationTooLate' : 'validation.futureSickLeave';
  // As the server: a continuation carries on the day after; after a gap it is a relapse.
  else if (values.kind === 'CONTINUATION' && follows?.endDate && values.startDate !== addDays(follows.endDate, 1)) errors.startDate = 'sickLeave.form.continuationDay';
  return errors;
};

/** The certificate a report follows: the one fixed by the detail screen, or the one chosen among the worker's. */
export const parentOf = (values: TSickFormValues, fixed: TPermission | undefined, previous: TPermission[]): TPermission | undefined =>
  fixed ?? (values.parentId ? previous.find((p) => p.id === Number(values.parentId)) : undefined);

/** A continuation usually starts the day after the certificate it follows ends, which may still be to come; after an open one, today. */
export const continuationStart = (parent: Pick<TPermission, 'endDate'>, today: string = todayInRome()) =>
  parent.endDate ? addDays(parent.endDate, 1) : today;

const byStart = (a: TPermission, b: TPermission) => a.startDate.localeCompare(b.startDate) || a.id - b.id;

/** A sick leave with every certificate that follows it, in order: the first, then its continuations. */
export const sickLeaveChain = (all: TPermission[], id: number): TPermission[] => {
  const byId = new Map(all.map((p) => [p.id, p]));
  let root = byId.get(id);
  const seen = new Set<number>();
  while (root?.parentId && byId.has(root.parentId) && !seen.has(root.id)) {
    seen.add(root.id);
    root = byId.get(root.parentId);
  }
  if (!root) return [];
  const chain: TPermission[] = [];
  const visit = (node: TPermission) => {
    if (chain.includes(node)) return;
    chain.push(node);
    all.filter((p) => p.parentId === node.id).sort(byStart).forEach(visit);
  };
  visit(root);
  return chain;
};

export interface TSickLeaveGroup {
  root: TPermission;
  chain: TPermission[];
  startDate: string;
  /** null while the last certificate has no end. */
  endDate: string | null;
}

/** The worker's sick leaves grouped by first certificate, newest first. */
export const groupSickLeaves = (all: TPermission[]): TSickLeaveGroup[] => {
  const ids = new Set(all.map((p) => p.id));
  return all
    .filter((p) => !p.parentId || !ids.has(p.parentId))
    .map((root) => {
      const chain = sickLeaveChain(all, root.id);
      const last = chain[chain.length - 1];
      return { root, chain, startDate: root.startDate, endDate: last.endDate };
    })
    .sort((a, b) => b.startDate.localeCompare(a.startDate) || b.root.id - a.root.id);
};
