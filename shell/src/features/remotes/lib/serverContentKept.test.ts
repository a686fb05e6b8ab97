import { KEPT_FORM_TEXT, KEPT_NOTICE_TEXT, SERVER_CONTENT_KEPT_ATTRIBUTE, keepServerContent } from './serverContentKept';

test("the server's HTML stays; a quiet notice offers 'Yeniden Dene' as a link to the page; each form says what to do", () => {
  document.body.innerHTML = `<div id="root"><main><h1>Kredi Hesaplama</h1><a href="/blog">Blog</a>
    <form><input name="tutar"><button type="submit">Hesapla</button></form></main></div>`;
  const before = document.getElementById('root')!.querySelector('main')!.innerHTML;
  keepServerContent(document);
  keepServerContent(document);

  expect(document.documentElement.hasAttribute(SERVER_CONTENT_KEPT_ATTRIBUTE)).toBe(true);
  const notices = document.querySelectorAll('[role=status]');
  expect(notices).toHaveLength(1);
  expect(notices[0]).toHaveTextContent(KEPT_NOTICE_TEXT);
  expect(notices[0]!.querySelector('a')).toHaveAttribute('href', window.location.href);
  expect(notices[0]!.querySelector('a')).toHaveTextContent('Yeniden Dene');
  // Outside the server's HTML: the page's content is untouched but for the form's note.
  expect(document.getElementById('root')!.contains(notices[0]!)).toBe(false);
  const form = document.querySelector('form')!;
  expect(form.querySelectorAll('[role=note]')).toHaveLength(1);
  expect(form.firstElementChild).toHaveTextContent(KEPT_FORM_TEXT);
  form.firstElementChild!.remove();
  expect(document.getElementById('root')!.querySelector('main')!.innerHTML).toBe(before);
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(SERVER_CONTENT_KEPT_ATTRIBUTE);
});
