import { createElement, useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import { selectPersonel, useAppDispatch, useAppSelector, useNavigate, useSnackbar } from '@kredi/kernel';
import { LIVE_STREAM_PATH, liveNoticeFor, type LiveEvent } from '@kredi/contracts/crm';
import { liveApi, useCrmLiveTicketMutation } from '../lib/liveApi';
import { CRM_PATHS } from '../lib/paths';

const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 30_000;

/**
 * Keeps one Server-Sent Events stream open while a CRM page is. Each event refreshes what it touches
 * (RTK Query tags) and, unless the signed-in staff member caused it, shows a quiet notice. EventSource cannot send
 * the Authorization header: every (re)connection first gets a new single-use ticket with the session token.
 */
export function useLiveUpdates(): void {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectPersonel)?.id;
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [getTicket] = useCrmLiveTicketMutation();
  const latest = useRef({ me, enqueueSnackbar, closeSnackbar, navigate });
  latest.current = { me, enqueueSnackbar, closeSnackbar, navigate };

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
      if (!text) return;
      const { enqueueSnackbar: show, closeSnackbar: close, navigate: go } = latest.current;
      // A notice about one customer opens that file.
      const open =
        id === null
          ? undefined
          : (key: Parameters<typeof close>[0]) =>
              createElement(
                Button,
                {
                  size: 'small',
                  color: 'inherit',
                  onClick: () => {
                    close(key);
                    go(CRM_PATHS.customer(id));
                  },
                },
                'Dosyayı Aç',
              );
      // 'default' (white on dark grey, 13:1): notistack's 'info' blue under white text is 3.1:1, below AA (axe found it).
      // Bottom left: the header's 'Görevdeyim' and 'Çıkış Yap' sit top right, where the toasts go by default.
      show(text, {
        variant: 'default',
        autoHideDuration: 6000,
        preventDuplicate: true,
        anchorOrigin: { vertical: 'bottom', horizontal: 'left' },
        action: open,
      });
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
