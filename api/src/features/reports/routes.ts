import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { CalculatorReport, FunnelReport, LeadsReport, rangeError, ReportQuery, StaffReport, VitalsReport } from '@kredi/contracts/reports';
import { FirstResponseReport } from '@kredi/contracts/crm';
import { MANAGER_ROLES } from '@kredi/contracts/staff';
import { ApiError } from '../../http/errors.js';
import { guardedSchema } from '../admin/public.js';
import { firstResponseReport } from './firstResponseReport.js';
import { createReportsRepository, type ReportRange } from './repository.js';

/**
 * /api/admin/reports/ (/admin/raporlar): the funnel, leads and outcomes, staff figures, the calculator's
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

  // Sent serialized: the speed report is ~3,000 rows a year by week, and the schema's serializer checks each row's
  // unions (metric, p75, goal) one by one, ten times slower than JSON.stringify. The schema still documents the answer.
  const send = (reply: FastifyReply, answer: unknown) => reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
  app.get('/funnel/', schema('Kredi formu hunisi', FunnelReport), async (request, reply) =>
    send(reply, await repository.funnel(rangeOf(request.query))),
  );
  app.get('/leads/', schema('Başvurular ve sonuçları', LeadsReport), async (request, reply) =>
    send(reply, await repository.leads(rangeOf(request.query))),
  );
  app.get('/staff/', schema('Personel rakamları', StaffReport), async (request, reply) =>
    send(reply, await repository.staff(rangeOf(request.query))),
  );
  // First-response figures per owner and in total (the CRM's first-response clock, docs/crm.md 'First response').
  app.get('/first-response/', schema('İlk yanıt süreleri ve yükseltmeler', FirstResponseReport), async (request, reply) =>
    send(reply, await firstResponseReport(app.db, rangeOf(request.query), app.crmRuntime.now())),
  );
  app.get('/calculator/', schema('Hesaplama aracı sayaçları', CalculatorReport), async (request, reply) =>
    send(reply, await repository.calculator(rangeOf(request.query))),
  );
  app.get('/vitals/', schema('Gerçek ziyaretçi hızı (p75)', VitalsReport), async (request, reply) =>
    send(reply, await repository.vitals(rangeOf(request.query))),
  );
};

export default reportRoutes;
