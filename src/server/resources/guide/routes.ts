import type { FastifyInstance } from 'fastify';
import { ATTENDANCE_DEFAULTS } from '../../../shared/attendance';
import { AREA_ROLES } from '../../../shared/access';
import { ZGuide, type TGuideCompany } from '../../../shared/schemas/guide';
import { companyScope } from '../../access';
import { findSavedSettings } from '../attendance/settings';
import { findGuideCompanies } from './repository';

/** A blank phone or e-mail is no contact: the guide must not offer an empty "Chiama". */
const contact = (value: string | null) => (value?.trim() ? value.trim() : null);

/**
 * GET api/guide: for each of the caller's companies (every company for an administrator, who may
 * preview the guide), its phone and e-mail and the attendance rules the guide explains. The home
 * area's roles read it, as they open /home/guide.
 */
export const guideRoutes = async (app: FastifyInstance) => {
  app.get('/api/guide', { config: { roles: AREA_ROLES.home } }, async (request) => {
    const [companies, saved] = await Promise.all([findGuideCompanies(app.db, companyScope(request.user)), findSavedSettings(app.db)]);
    const settingsOf = new Map(saved.map((s) => [s.companyId, s]));
    return ZGuide.parse({
      companies: companies.map((company): TGuideCompany => {
        const { geolocation, outsidePolicy, retentionDays, missedClockOutHours } = settingsOf.get(company.id) ?? ATTENDANCE_DEFAULTS;
        return { id: company.id, name: company.name, phone: contact(company.phone), email: contact(company.email), geolocation, outsidePolicy, retentionDays, missedClockOutHours };
      }),
    });
  });
};
