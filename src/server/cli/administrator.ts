import { ZFiscalCode, ZPassword } from '../../shared/schemas/auth';
import { optionalText, requiredEmail, z } from '../../shared/schemas/zod';
import { type Db, nowIso } from '../db/database';
import { hashPassword } from '../resources/auth/passwords';

export const ZAdministrator = z.object({
  fiscalCode: ZFiscalCode,
  email: requiredEmail(),
  password: ZPassword,
  firstName: optionalText(100),
  lastName: optionalText(100),
});

export type TAdministrator = z.output<typeof ZAdministrator>;

/** Creates a ROLE_ADMIN user; undefined when the fiscal code or the email is already taken. */
export const createAdministrator = async (db: Db, { password, ...input }: TAdministrator): Promise<number | undefined> => {
  const clash = await db
    .selectFrom('user')
    .select('id')
    .where((eb) => eb.or([eb('fiscalCode', '=', input.fiscalCode), eb('email', '=', input.email)]))
    .executeTakeFirst();
  if (clash) return undefined;
  const now = nowIso();
  return db.transaction().execute(async (tx) => {
    const { id } = await tx
      .insertInto('user')
      .values({ ...input, passwordHash: await hashPassword(password), createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.insertInto('userRole').values({ userId: id, role: 'ROLE_ADMIN' }).execute();
    return id;
  });
};
