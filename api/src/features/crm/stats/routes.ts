import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DashboardStats, istanbulDayRange } from '@kredi/contracts/crm';
import type { CrmRequestsRepository } from '../requests/repository.js';
import { customersByPhone } from '../requests/phoneMatch.js';
import { toCallbackItem, toContactItem } from '../requests/view.js';
import type { CrmRuntime } from '../runtime.js';
import { guardedErrors, TAG } from '../schemas.js';
import type { CrmStatsRepository } from './repository.js';
import { CRM_ROLES } from '@kredi/contracts/staff';

export interface StatsRoutesOptions {
  repository: CrmStatsRepository;
  requests: CrmRequestsRepository;
  runtime: CrmRuntime;
}

/** GET /api/crm/dashboard/stats/: the seven counters and the two request panels. */
export const statsRoutes: FastifyPluginAsyncTypebox<StatsRoutesOptions> = async (app, { repository, requests, runtime }) => {
  app.get(
    '/dashboard/stats/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Panel sayaçları, geri arama ve iletişim talepleri',
        response: { 200: DashboardStats, ...guardedErrors },
      },
    },
    async () => {
      const [counters, callbacks, contacts] = await Promise.all([
        repository.counters(istanbulDayRange(runtime.now())),
        requests.latestCallbacks(),
        requests.latestContacts(),
      ]);
      // Each request with the customer its phone belongs to: one indexed query for both panels.
      const owners = await customersByPhone(app.db, [...callbacks.map((r) => r.phoneNumber), ...contacts.map((r) => r.phone)]);
      return {
        toplam_musteri: counters.total,
        aranacak_musteri: counters.toCall,
        subeye_gelecek_musteri: counters.comingToBranch,
        bugunku_hatirlatma: counters.remindersToday,
        bekleyen_takip: counters.overdueFollowUps,
        bekleyen_geri_arama: counters.pendingCallbacks,
        bekleyen_iletisim: counters.pendingContacts,
        geri_arama_talepleri: callbacks.map((r) => toCallbackItem(r, owners)),
        iletisim_talepleri: contacts.map((r) => toContactItem(r, owners)),
      };
    },
  );
};
