import { useCallback, useEffect, useMemo, useState } from 'react';
import { CRM_STAGES, isCrmStage, type BoardCard, type BoardColumn, type CrmStage } from '@kredi/contracts/crm';
import { useCrmBoardQuery, useLazyCrmBoardColumnQuery, type BoardFilters } from '../api/boardApi';

/** A card on its way to another stage: shown there while its follow-up note is written, back where it was on cancel. */
export interface PendingMove {
  card: BoardCard;
  from: CrmStage;
  to: CrmStage;
  /** The note was saved: the card stays in its new column until the reloaded board has it there. */
  saved: boolean;
}

export interface BoardColumnView {
  stage: CrmStage;
  cards: BoardCard[];
  total: number | undefined;
  exact: boolean;
  nextCursor: string | null;
  loadingMore: boolean;
}

interface MorePages {
  cards: BoardCard[];
  nextCursor: string | null;
}

/**
 * The board's columns: each stage's first page (with its count) from one call, the pages a column's 'Daha fazla'
 * asked for after it, and the move being written. A reload (a saved note, a colleague's change) starts again
 * from the first pages. A stage filter (a saved view's) leaves its one column.
 */
export function useBoard(filters: BoardFilters) {
  const board = useCrmBoardQuery(filters);
  const [fetchColumn] = useLazyCrmBoardColumnQuery();
  const [more, setMore] = useState<Partial<Record<CrmStage, MorePages>>>({});
  const [loadingMore, setLoadingMore] = useState<CrmStage | null>(null);
  const [moreError, setMoreError] = useState<unknown>(undefined);
  const [pending, setPending] = useState<PendingMove | null>(null);

  // A new first page replaces what was paged after the old one; a saved move is now in the data itself.
  useEffect(() => {
    setMore({});
    setPending((current) => (current?.saved ? null : current));
  }, [board.data]);

  const loadMore = useCallback(
    async (stage: CrmStage, cursor: string) => {
      setLoadingMore(stage);
      setMoreError(undefined);
      try {
        const answer = await fetchColumn({ ...filters, durum: stage, cursor }).unwrap();
        const column = answer.sutunlar[0];
        if (column) {
          setMore((current) => ({
            ...current,
            [stage]: { cards: [...(current[stage]?.cards ?? []), ...column.results], nextCursor: column.next_cursor },
          }));
        }
      } catch (error) {
        setMoreError(error);
      } finally {
        setLoadingMore(null);
      }
    },
    [fetchColumn, filters],
  );

  const stages = useMemo(() => (isCrmStage(filters.durum) ? [filters.durum] : CRM_STAGES), [filters.durum]);
  const columns = useMemo<BoardColumnView[]>(() => {
    const byStage = new Map<string, BoardColumn>((board.data?.sutunlar ?? []).map((c) => [c.durum, c]));
    return stages.map((stage) => {
      const first = byStage.get(stage);
      const extra = more[stage];
      let cards = [...(first?.results ?? []), ...(extra?.cards ?? [])];
      let total = first?.toplam;
      if (pending) {
        const moved = cards.some((c) => c.id === pending.card.id);
        if (stage === pending.from && moved) {
          cards = cards.filter((c) => c.id !== pending.card.id);
          total = total === undefined ? undefined : Math.max(0, total - 1);
        }
        if (stage === pending.to && !moved) {
          cards = [{ ...pending.card, crm_stage: stage }, ...cards];
          total = total === undefined ? undefined : total + 1;
        }
      }
      return {
        stage,
        cards,
        total,
        exact: first?.toplam_kesin ?? true,
        nextCursor: extra ? extra.nextCursor : (first?.next_cursor ?? null),
        loadingMore: loadingMore === stage,
      };
    });
  }, [stages, board.data, more, pending, loadingMore]);

  return { board, columns, loadMore, moreError, pending, setPending };
}
