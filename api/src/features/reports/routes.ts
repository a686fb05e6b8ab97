import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CalculatorReport, FunnelReport, LeadsReport, rangeError, ReportQuery, StaffReport, VitalsReport } from '@kredi/contracts/reports';
import { MANAGER_ROLES } from '@kredi/contracts/staff';
import { ApiError } from '../../http/errors.js';
import { guardedSchema } from '../admin/schemas.js';
import { createReportsRepository, type ReportRange } from './repository.js';

/**
 * /api/admin/reports/ (issue 24, /admin/raporlar): the funnel, leads and outcomes, staff figures, the calculator's
 * counters and real visitors' speed, for a range of Istanbul days. For 'yönetici' and admin (the staff guard reads
 * `config.roles`); nothing personal is answered except staff names in the staff figures.
 */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = createReportsRepository(app.db);
  const rangeOf = (query: ReportQuery): ReportRange => {
    const error = rangeError(query.from, query.to);
    if (error) throw new ApiError(400, error);
    return { from: query.from, to: query.to, group: query.group ?? 'gun' };
  };
  const schema = <T>(summary: string, response: T) => ({
    config: { roles: MANAGER_ROLES },
    schema: guardedSchema({ summary, querystring: ReportQuery, response: { 200: response } }),
  });

  app.get('/funnel/', schema('Kredi formu hunisi', FunnelReport), (request) => repository.funnel(rangeOf(request.query)));
  app.get('/leads/', schema('Başvurular ve sonuçları', LeadsReport), (request) => repository.leads(rangeOf(request.query)));
  app.get('/staff/', schema('Personel rakamları', StaffReport), (request) => repository.staff(rangeOf(request.query)));
  app.get('/calculator/', schema('Hesaplama aracı sayaçları', CalculatorReport), (request) =>
    repository.calculator(rangeOf(request.query)),
  );
  app.get('/vitals/', schema('Gerçek ziyaretçi hızı (p75)', VitalsReport), (request) => repository.vitals(rangeOf(request.query)));
};

export default reportRoutes;
