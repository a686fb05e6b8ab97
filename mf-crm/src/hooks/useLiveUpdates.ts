import { useEffect, useRef } from 'react';
import { selectPersonel, useAppDispatch, useAppSelector, useSnackbar } from '@kredi/kernel';
import { LIVE_STREAM_PATH, liveNoticeFor, type LiveEvent } from '@kredi/contracts/crm';
import { liveApi, useCrmLiveTicketMutation } from '../lib/liveApi';

const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 30_000;

/**
 * Keeps one Server-Sent Events stream open while a CRM page is (issue 20.3). Each event refreshes what it touches
 * (RTK Query tags) and, unless the signed-in staff member caused it, shows a quiet notice. EventSource cannot send
 * the Authorization header: every (re)connection first gets a new single-use ticket with the session token.
 */
export function useLiveUpdates(): void {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectPersonel)?.id;
  const { enqueueSnackbar } = useSnackbar();
  const [getTicket] = useCrmLiveTicketMutation();
  const latest = useRef({ me, enqueueSnackbar });
  latest.current = { me, enqueueSnackbar };

  useEffect(() => {
    if (typeof EventSource === 'undefined' || me === undefined) return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_MIN_MS;
    let stopped = false;

    const onEvent = (message: MessageEvent<string>) => {
      const event = JSON.parse(message.data) as LiveEvent;
      const id = event.musteri_id;
      dispatch(
        liveApi.util.invalidateTags([
          'CrmStats',
          'CrmCustomers',
          ...(id === null
            ? []
            : [
                { type: 'CrmCustomer' as const, id },
                // A colleague's note changes the stage and adds a follow-up: the open file shows both.
                { type: 'CrmFollowUps' as const, id },
                { type: 'CrmTimeline' as const, id },
                { type: 'CrmRequests' as const, id },
              ]),
        ]),
      );
      // Not for one's own change, nor for an escalation meant for others.
      const text = liveNoticeFor(event, latest.current.me);
      // 'default' (white on dark grey, 13:1): notistack's 'info' blue under white text is 3.1:1, below AA (axe found it).
      if (text) latest.current.enqueueSnackbar(text, { variant: 'default', autoHideDuration: 4000, preventDuplicate: true });
    };

    const connect = async () => {
      if (stopped) return;
      const ticket = await getTicket()
        .unwrap()
        .catch(() => undefined);
      if (stopped) return;
      // No ticket (offline, or the session ended: the page's own calls send the visitor to sign in): try later.
      if (!ticket) return scheduleRetry();
      source = new EventSource(`${LIVE_STREAM_PATH}?bilet=${encodeURIComponent(ticket.bilet)}`);
      source.addEventListener('crm', onEvent as EventListener);
      source.onopen = () => {
        delay = RETRY_MIN_MS;
      };
      // The browser would reconnect with the used ticket: close and start again with a new one.
      source.onerror = () => {
        source?.close();
        scheduleRetry();
      };
    };
    const scheduleRetry = () => {
      if (stopped) return;
      retry = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [dispatch, getTicket, me]);
}

/** Mount once per CRM page (it renders nothing). */
export function LiveUpdates() {
  useLiveUpdates();
  return null;
}
