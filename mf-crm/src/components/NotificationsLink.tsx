import { useEffect } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { Link as RouterLink, useNavigate } from '@kredi/kernel';
import { CRM_PATHS } from '../lib/paths';
import { ensureManifestLink, registerCrmWorker } from '../lib/crmApp';

/**
 * The way to the phone-notification settings (an icon: the header stays one line on a phone). It also makes every
 * signed-in CRM page installable (manifest and service worker), and moves the page when a tapped notice asks a tab
 * its worker does not control yet (pwa/sw.js).
 */
export function NotificationsLink() {
  const navigate = useNavigate();
  useEffect(() => {
    ensureManifestLink();
    registerCrmWorker().catch(() => {
      // No worker (a browser without one, or one refused): the CRM works the same, only without phone notices.
    });
    if (!('serviceWorker' in navigator)) return undefined;
    const onMessage = (event: MessageEvent<{ type?: string; url?: string }>) => {
      const url = event.data?.url;
      if (event.data?.type === 'crm-open' && typeof url === 'string' && url.startsWith('/crm/')) navigate(url);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);
  return (
    <Tooltip title="Bildirim ayarları">
      {/* Below 600 px the header's one line has no room left for it: a phone reaches the screen through the
          header's menu (CrmNavigation) or the installed app's shortcut. */}
      <IconButton
        component={RouterLink}
        to={CRM_PATHS.notifications}
        aria-label="Bildirim ayarları"
        size="small"
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        <NotificationsNoneOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
