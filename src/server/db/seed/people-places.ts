import { addDays, todayInRome } from '../../../shared/dates';
import { decodeFiscalCode, fiscalCodeCheckChar, vatCheckDigit } from '../../../shared/italian';
import type { SeedContext } from './demo';
import { DEMO_CLIENTS, DEMO_PLACES, DEMO_VEHICLES, DEMO_WORKERS } from './people-places-data';

const withCheckDigit = (first10: string | null) => (first10 ? `${first10}${vatCheckDigit(first10)}` : null);

const seedClients = async (ctx: SeedContext) => {
  const { tx, now } = ctx;
  const clientIds: number[] = [];
  for (const { company, vat10, fiscalCode10, sites, ...client } of DEMO_CLIENTS) {
    const { id } = await tx
      .insertInto('client')
      .values({
        ...client,
        companyId: ctx.companyIds[company],
        vat: withCheckDigit(vat10),
        fiscalCode: withCheckDigit(fiscalCode10),
        active: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    clientIds.push(id);
    await tx
      .insertInto('clientSite')
      .values(sites.map((site) => ({ ...site, clientId: id, createdAt: now, updatedAt: now })))
      .execute();
  }
  return clientIds;
};

const seedWorkers = async (ctx: SeedContext) => {
  const { tx, now, passwordHash } = ctx;
  for (const { company, fiscalCode15, ...worker } of DEMO_WORKERS) {
    const fiscalCode = fiscalCode15 + fiscalCodeCheckChar(fiscalCode15);
    const { id } = await tx
      .insertInto('user')
      .values({ ...worker, fiscalCode, passwordHash, active: 1, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.userIds[fiscalCode] = id;
    await tx.insertInto('userRole').values({ userId: id, role: 'ROLE_WORKER' }).execute();
    await tx.insertInto('userCompany').values({ userId: id, companyId: ctx.companyIds[company] }).execute();
  }
  // The first seeder's accounts get the sex their fiscal codes encode.
  for (const [code, id] of Object.entries(ctx.userIds)) {
    const decoded = decodeFiscalCode(code);
    if (decoded) await tx.updateTable('user').set({ sex: decoded.sex }).where('id', '=', id).where('sex', 'is', null).execute();
  }
};

const seedVehicles = async (ctx: SeedContext) => {
  const today = todayInRome(new Date(ctx.now));
  const driverId = (code: string | null) =>
    code ? Object.entries(ctx.userIds).find(([key]) => key.startsWith(code))?.[1] ?? null : null;
  for (const { company, registeredDaysAgo, insurance, inspection, tax, driver, ...vehicle } of DEMO_VEHICLES) {
    await ctx.tx
      .insertInto('vehicle')
      .values({
        ...vehicle,
        companyId: ctx.companyIds[company],
        registrationDate: addDays(today, -registeredDaysAgo),
        insuranceExpiry: addDays(today, insurance),
        inspectionExpiry: addDays(today, inspection),
        taxExpiry: addDays(today, tax),
        assignedUserId: driverId(driver),
        notes: null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .execute();
  }
};

/**
 * Clients with their sites, company places, more workers and vehicles for every demo company;
 * the demo client user joins the first company's condominium.
 */
export const seedPeopleAndPlaces = async (ctx: SeedContext) => {
  const { tx, now } = ctx;
  const [condominium] = await seedClients(ctx);
  await tx
    .insertInto('place')
    .values(DEMO_PLACES.map(({ company, ...place }) => ({ ...place, companyId: ctx.companyIds[company], createdAt: now, updatedAt: now })))
    .execute();
  await seedWorkers(ctx);
  await seedVehicles(ctx);
  const clientUser = ctx.userIds['cliente.demo'];
  if (clientUser) await tx.updateTable('user').set({ clientId: condominium }).where('id', '=', clientUser).execute();
};
