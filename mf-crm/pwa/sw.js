// The CRM's service worker (docs/crm.md 'Bildirimler'), served at /crm/sw.js so that it controls /crm/ and nothing
// else. It shows the push notices the API sends to a staff member's device (contracts/push: PushPayload) and opens
// the page a tap names. It has no fetch handler: the CRM is never served from a cache, a staff member always sees
// the data as it is now.

const FALLBACK_URL = '/crm/dashboard';

/** Only a CRM page of this site is opened, whatever a payload says. */
function crmUrl(value) {
  if (typeof value !== 'string' || !value.startsWith('/crm/')) return FALLBACK_URL;
  const url = new URL(value, self.location.origin);
  return url.origin === self.location.origin && url.pathname.startsWith('/crm/') ? url.pathname : FALLBACK_URL;
}

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = {};
  }
  const title = typeof notice.title === 'string' && notice.title ? notice.title : 'Yeni bildirim';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof notice.body === 'string' ? notice.body : '',
      tag: typeof notice.tag === 'string' ? notice.tag : undefined,
      icon: '/crm/icon-192.png',
      badge: '/crm/icon-192.png',
      lang: 'tr',
      data: { url: crmUrl(notice.url) },
    }),
  );
});

/** A tap: an open CRM tab shows the page (focused); without one, a new window opens it. */
async function openCrmPage(path) {
  const target = new URL(path, self.location.origin).href;
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const crmTab = tabs.find((tab) => new URL(tab.url).pathname.startsWith('/crm/'));
  if (crmTab) {
    // Focusing needs the tap's permission; without it (a browser that refuses) the tab still moves.
    const focused = await crmTab.focus().catch(() => crmTab);
    // A tab this worker controls moves to the page itself; one it does not control is asked to (useCrmApp listens).
    if (focused.url !== target) {
      if (typeof focused.navigate === 'function' && focused.frameType !== 'nested') {
        try {
          await focused.navigate(target);
          return;
        } catch {
          // Not controlled by this worker: the page moves itself on the message below.
        }
      }
      focused.postMessage({ type: 'crm-open', url: path });
    }
    return;
  }
  await self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openCrmPage(crmUrl(event.notification.data && event.notification.data.url)));
});
