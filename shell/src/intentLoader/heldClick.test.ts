import { holdScriptedClicks, type HeldClicks } from './heldClick';

let clicks: HeldClicks | undefined;
afterEach(() => {
  clicks?.release();
  document.body.innerHTML = '';
});

function page(html: string) {
  document.body.innerHTML = html;
  const seen: string[] = [];
  // Stands for React's listener on the root: it must not see a held click.
  document.body.addEventListener('click', (e) => seen.push((e.target as Element).id));
  clicks = holdScriptedClicks(window);
  return { seen, el: <T extends HTMLElement>(id: string) => document.getElementById(id) as T };
}

test('a click on a button, inside it or on an ARIA control is held: no default action, the page does not see it', () => {
  const { seen, el } = page(`
    <button id="menu" type="button"><svg id="icon"></svg></button>
    <div id="accordion" role="button" tabindex="0">Soru</div>
    <form id="form"><button id="send">Gönder</button></form>`);
  const submits = jest.fn();
  el('form').addEventListener('submit', submits);
  el('icon').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  el('accordion').click();
  el('send').click();
  expect(seen).toEqual([]);
  expect(submits).not.toHaveBeenCalled();
  expect(clicks!.release()).toBe(el('send'));
});

test('links and plain text keep their native behaviour', () => {
  const { seen, el } = page(
    `<a id="link" href="#blog"><span id="inside">Blog</span></a><a id="drawn" role="button" href="#x">Başvur</a><p id="text">Metin</p>`,
  );
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  el('inside').dispatchEvent(event);
  el('drawn').click();
  el('text').click();
  expect(event.defaultPrevented).toBe(false);
  expect(seen).toEqual(['inside', 'drawn', 'text']);
  expect(clicks!.release()).toBeUndefined();
});

test('a checkbox is not ticked natively while held, and clicks go through once released', () => {
  const { seen, el } = page('<label><input id="consent" type="checkbox" /> Onay</label>');
  el<HTMLInputElement>('consent').click();
  expect(el<HTMLInputElement>('consent').checked).toBe(false);
  expect(clicks!.release()).toBe(el('consent'));
  el<HTMLInputElement>('consent').click();
  expect(el<HTMLInputElement>('consent').checked).toBe(true);
  expect(seen).toEqual(['consent']);
});
