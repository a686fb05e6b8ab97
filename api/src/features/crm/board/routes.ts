import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BOARD_COUNT_CAP,
  BoardQuery,
  BoardResponse,
  boardMessages,
  CRM_STAGES,
  CUSTOMER_PAGE_SIZE,
  nextStepFlag,
  type BoardColumn,
  type CrmStage,
} from '@kredi/contracts/crm';
import { CRM_ROLES } from '@kredi/contracts/staff';
import { ApiError } from '../../../http/errors.js';
import { staffOf } from '../auth/requireStaff.js';
import type { CrmRuntime } from '../runtime.js';
import { guardedErrors, TAG } from '../schemas.js';
import type { CrmCustomersRepository, CustomerFilter } from '../customers/repository.js';
import { filterOf, sortedPage } from '../customers/routes.js';
import { createFirstResponseList } from '../firstResponse/list.js';
import { toListItem } from '../customers/view.js';
import { isUnfiltered, stageCounts } from './stageCounts.js';

export interface BoardRoutesOptions {
  repository: CrmCustomersRepository;
  runtime: CrmRuntime;
}

/**
 * /api/crm/pano/: the pipeline board (docs/crm.md 'Pano'). Without `durum` the first page of every stage's column
 * with its count; with `durum` alone that column's first page with its count (a view filtered to one stage); with
 * `durum` and the column's `cursor` the next page of that column only. `sira` orders every column as the list
 * orders its rows (sortedPage, with the list's cursors). Each column is the
 * customer list's own newest-first keyset page with the stage filter, served by the (crm_stage, id) index, so the
 * board sees exactly the customers the list shows with the same filters. Unfiltered, a column's count is the stage
 * count the triggers keep (exact); filtered, it is counted through the indexes up to BOARD_COUNT_CAP.
 */
export const boardRoutes: FastifyPluginAsyncTypebox<BoardRoutesOptions> = async (app, { repository, runtime }) => {
  const clocks = createFirstResponseList(app.db);
  app.get(
    '/',
    {
      config: { roles: CRM_ROLES },
      schema: {
        tags: [TAG],
        summary: 'Satış panosu: aşama başına bir sütun (ilk sayfa ve sayısı) ya da bir sütunun sonraki sayfası',
        querystring: BoardQuery,
        response: { 200: BoardResponse, ...guardedErrors },
      },
    },
    async (request) => {
      const now = runtime.now();
      const limit = request.query.limit ?? CUSTOMER_PAGE_SIZE;
      const filter = filterOf({ ...request.query, durum: undefined }, now, staffOf(request).id);
      const { durum, cursor, sira } = request.query;
      // A column's count comes with its first page only: a next page keeps the count the first one brought. A sort
      // other than the newest first holds only some customers (planned ones, waiting leads): its count says so.
      const kept = isUnfiltered(filter) && !sira && !cursor ? await stageCounts(app.db) : undefined;
      const countOf = async (stageFilter: CustomerFilter, stage: CrmStage) => {
        if (kept) return { total: kept.get(stage) ?? 0, exact: true };
        if (sira === 'ilk_yanit') return clocks.count(stageFilter, BOARD_COUNT_CAP);
        return repository.count({ ...stageFilter, planned: sira === 'sonraki_iletisim' }, BOARD_COUNT_CAP);
      };
      const column = async (stage: CrmStage, cursor: string | undefined, counted: boolean): Promise<BoardColumn> => {
        const stageFilter: CustomerFilter = { ...filter, stage };
        const [{ rows, nextCursor }, count] = await Promise.all([
          sortedPage({ repository, clocks }, { filter: stageFilter, sira, cursor, limit }),
          counted ? countOf(stageFilter, stage) : undefined,
        ]);
        return {
          durum: stage,
          results: rows.map((row) => ({ ...toListItem(row), bayrak: nextStepFlag(row.nextContactAt, now) })),
          next_cursor: nextCursor,
          ...(count ? { toplam: count.total, toplam_kesin: count.exact } : {}),
        };
      };
      // A stage alone (a saved view's stage filter) is that column's first page with its count, like the whole board's.
      if (durum) return { sutunlar: [await column(durum as CrmStage, cursor, !cursor)] };
      if (cursor) throw new ApiError(400, boardMessages.cursorWithoutStage, { cursor: boardMessages.cursorWithoutStage });
      return { sutunlar: await Promise.all(CRM_STAGES.map((stage) => column(stage, undefined, true))) };
    },
  );
};
