import { Type, type Static } from '@sinclair/typebox';
import { INVALID_INPUT_MESSAGE, turkishErrors } from '../common/wire';
import { BOARD_COUNT_CAP, NEXT_STEP_FLAGS } from './board';
import { CUSTOMER_PAGE_MAX, CUSTOMER_PAGE_SIZE, CustomerListItem, CustomerListQuery } from './wire';

/*
 * Wire bodies of the pipeline board (docs/crm.md 'Pano'). The board takes the customer list's own filters (search,
 * stage, next contact, owner) and sort, so a saved view means the same on both; its columns are the stages.
 */

export const BoardQuery = Type.Object({
  ...Type.Pick(CustomerListQuery, ['search', 'hatirlatma', 'atanan']).properties,
  durum: Type.Optional(CustomerListQuery.properties.durum),
  /** The list's sort, in every column: a saved view's order and whom it holds (planned ones, waiting leads). */
  sira: Type.Optional(CustomerListQuery.properties.sira),
  cursor: Type.Optional(CustomerListQuery.properties.cursor),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: CUSTOMER_PAGE_MAX, default: CUSTOMER_PAGE_SIZE, ...turkishErrors(INVALID_INPUT_MESSAGE) }),
  ),
});
export type BoardQuery = Static<typeof BoardQuery>;

export const BoardCard = Type.Object({
  ...CustomerListItem.properties,
  bayrak: Type.Union(
    NEXT_STEP_FLAGS.map((f) => Type.Literal(f)),
    { description: 'Sonraki adım: gecikmis, bugun, planli, yok (contracts/crm board.ts nextStepFlag)' },
  ),
});
export type BoardCard = Static<typeof BoardCard>;

export const BoardColumn = Type.Object({
  durum: Type.String({ description: 'Aşama (crm_stage)' }),
  results: Type.Array(BoardCard),
  next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'Sütunun sonraki sayfası; son sayfada null' }),
  /** Cards of the column, counted no further than BOARD_COUNT_CAP; absent on a next page (counted once per load). */
  toplam: Type.Optional(Type.Integer({ description: `En fazla ${BOARD_COUNT_CAP} sayılır` })),
  toplam_kesin: Type.Optional(Type.Boolean()),
});
export type BoardColumn = Static<typeof BoardColumn>;

export const BoardResponse = Type.Object({ sutunlar: Type.Array(BoardColumn) });
export type BoardResponse = Static<typeof BoardResponse>;
