// No React, no shared module: runs when the page's remote could not run, instead of hydrating.

/** Set on <html> when a server-rendered page keeps its HTML because its remote's browser code cannot run. */
export const SERVER_CONTENT_KEPT_ATTRIBUTE = 'data-server-content-kept';

export const KEPT_NOTICE_TEXT = 'Sayfanın bazı özellikleri şu anda yüklenemedi. İçeriği okuyabilir ve bağlantıları kullanabilirsiniz.';
export const KEPT_FORM_TEXT =
  "Bu form şu anda gönderilemiyor. Lütfen 'Yeniden Dene' düğmesine basın; sorun sürerse bir süre sonra tekrar deneyin.";

const NOTICE_STYLE = [
  'position:fixed',
  'left:50%',
  'bottom:16px',
  'transform:translateX(-50%)',
  'z-index:1400',
  'box-sizing:border-box',
  'width:calc(100% - 32px)',
  'max-width:640px',
  'display:flex',
  'flex-wrap:wrap',
  'align-items:center',
  'gap:8px 16px',
  'padding:12px 16px',
  'border:1px solid #c9a227',
  'border-radius:8px',
  'background:#fff8e1',
  'color:#3d2e00',
  'font:inherit',
  'font-size:0.95rem',
  'box-shadow:0 2px 8px rgba(0,0,0,.15)',
].join(';');
const BUTTON_STYLE =
  'font:inherit;font-weight:600;padding:6px 14px;border:1px solid #3d2e00;border-radius:6px;background:#fff;color:#3d2e00;text-decoration:none';
const FORM_NOTE_STYLE = 'margin:0 0 12px;padding:10px 14px;border-left:4px solid #c9a227;background:#fff8e1;color:#3d2e00;font:inherit';

/**
 * The server's HTML stays as it is, readable: links are links and go to other server-rendered pages, the header and
 * footer work as HTML. A quiet notice says so and offers 'Yeniden Dene' (the page opened again, its code loaded again),
 * and each form says it cannot be sent now (its submit stays held: the intent loader never lets the browser send it
 * natively). The failure panel is for pages with no server HTML.
 */
export function keepServerContent(doc: Document): void {
  if (doc.documentElement.hasAttribute(SERVER_CONTENT_KEPT_ATTRIBUTE)) return;
  doc.documentElement.setAttribute(SERVER_CONTENT_KEPT_ATTRIBUTE, '');

  const notice = doc.createElement('div');
  notice.setAttribute('role', 'status');
  notice.setAttribute('data-testid', 'server-content-kept');
  notice.setAttribute('style', NOTICE_STYLE);
  const text = doc.createElement('span');
  text.textContent = KEPT_NOTICE_TEXT;
  // A link to the page itself: opening it again loads the page's code again. A link, not a button: the intent loader
  // holds clicks on buttons until a page is interactive, which this one will not become.
  const retry = doc.createElement('a');
  retry.href = doc.defaultView?.location.href ?? '';
  retry.textContent = 'Yeniden Dene';
  retry.setAttribute('style', BUTTON_STYLE);
  notice.append(text, retry);
  doc.body.append(notice);

  const root = doc.getElementById('root');
  for (const form of root ? Array.from(root.querySelectorAll('form')) : []) {
    const note = doc.createElement('p');
    note.setAttribute('role', 'note');
    note.setAttribute('data-testid', 'server-form-kept');
    note.setAttribute('style', FORM_NOTE_STYLE);
    note.textContent = KEPT_FORM_TEXT;
    form.prepend(note);
    // A tried submit shows where the explanation is.
    form.addEventListener('submit', () => note.scrollIntoView?.({ block: 'center' }));
  }
}
