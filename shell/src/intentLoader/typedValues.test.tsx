import { act, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { recordTypedValues, type TypedValues } from './typedValues';

// A form as the pages have them: every field controlled by React state, sent from that state.
type Values = { name: string; message: string; city: string; consent: boolean; contact: string };
const SERVER: Values = { name: '', message: '', city: '', consent: false, contact: 'phone' };

/** Like MUI's inputs: at mount it looks at the DOM and re-renders if it finds text there. */
function useRerenderIfFilled() {
  const ref = useRef<HTMLInputElement>(null);
  const [filled, setFilled] = useState(false);
  useLayoutEffect(() => {
    if (ref.current?.value) setFilled(true);
  }, []);
  return { ref, filled };
}

function Form({ onSend }: { onSend: (values: Values) => void }) {
  const [values, setValues] = useState(SERVER);
  const { ref, filled } = useRerenderIfFilled();
  const set = (key: keyof Values, value: string | boolean) => setValues((v) => ({ ...v, [key]: value }));
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend(values);
  };
  return (
    <form onSubmit={send} data-filled={filled}>
      <input ref={ref} aria-label="name" value={values.name} onChange={(e) => set('name', e.target.value)} />
      <textarea aria-label="message" value={values.message} onChange={(e) => set('message', e.target.value)} />
      <select aria-label="city" value={values.city} onChange={(e) => set('city', e.target.value)}>
        <option value="">Seçiniz</option>
        <option value="34">İstanbul</option>
      </select>
      <input type="checkbox" aria-label="consent" checked={values.consent} onChange={(e) => set('consent', e.target.checked)} />
      <input
        type="radio"
        name="contact"
        value="phone"
        aria-label="phone"
        checked={values.contact === 'phone'}
        onChange={() => set('contact', 'phone')}
      />
      <input
        type="radio"
        name="contact"
        value="sms"
        aria-label="sms"
        checked={values.contact === 'sms'}
        onChange={() => set('contact', 'sms')}
      />
      <button type="submit">Gönder</button>
    </form>
  );
}

let root: Root | undefined;
let typed: TypedValues | undefined;
afterEach(() => {
  typed?.handOver(document.createElement('div'));
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server HTML, restored by the browser before the loader runs and changed by a person before hydration, then
 * hydrated. */
async function hydratedAfter(change: (container: HTMLElement) => void, restore: (container: HTMLElement) => void = () => undefined) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const onSend = jest.fn<void, [Values]>();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSend={onSend} />);
  document.body.appendChild(container);
  restore(container);
  typed = recordTypedValues(window);
  change(container);
  await act(async () => {
    root = hydrateRoot(container, <Form onSend={onSend} />);
  });
  const field = <T extends Element>(label: string) => container.querySelector<T & Element>(`[aria-label="${label}"]`)!;
  const send = () => act(() => container.querySelector('button')!.click());
  return { container, onSend, field, send };
}

/** What typing does before hydration: the DOM's value changes and an input event goes out. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
function pick(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

test('without the hand-over the typed text is lost at hydration: the re-render at mount writes the state back', async () => {
  const { container, onSend, send } = await hydratedAfter((c) => typeInto(c.querySelector('input')!, 'Ayşe'));
  expect(container.querySelector('form')!.dataset.filled).toBe('true');
  expect(container.querySelector('input')!.value).toBe('');
  await send();
  expect(onSend).toHaveBeenLastCalledWith(SERVER);
});

test('text and a choice made before hydration, and ticks restored by the browser, end up in React state and on screen', async () => {
  const { field, onSend, send } = await hydratedAfter(
    (c) => {
      typeInto(c.querySelector('input')!, 'Ayşe Yılmaz');
      typeInto(c.querySelector('textarea')!, 'Bilgi almak istiyorum.');
      pick(c.querySelector('select')!, '34');
    },
    // A back navigation's form restoration: no event.
    (c) => {
      c.querySelector<HTMLInputElement>('[aria-label="consent"]')!.checked = true;
      c.querySelector<HTMLInputElement>('[aria-label="sms"]')!.checked = true;
    },
  );
  act(() => typed!.handOver(document.body));
  expect(field<HTMLInputElement>('name').value).toBe('Ayşe Yılmaz');
  await send();
  expect(onSend).toHaveBeenLastCalledWith({
    name: 'Ayşe Yılmaz',
    message: 'Bilgi almak istiyorum.',
    city: '34',
    consent: true,
    contact: 'sms',
  });
});

test('the latest text counts, typed after hydration too; untouched fields send React nothing', async () => {
  const changes: string[] = [];
  const { container, field, onSend, send } = await hydratedAfter((c) => typeInto(c.querySelector('textarea')!, 'Merhaba'));
  container.addEventListener('input', (e) => changes.push((e.target as Element).getAttribute('aria-label')!));
  // React handles this one itself: the form is hydrated, the page not yet marked interactive.
  await act(async () => typeInto(field('message'), 'Merhaba, bilgi'));
  changes.length = 0;
  act(() => typed!.handOver(container));
  expect(changes).toEqual(['message']);
  await send();
  expect(onSend).toHaveBeenLastCalledWith({ ...SERVER, message: 'Merhaba, bilgi' });
});

test('the caret stays where the person left it', async () => {
  const { field } = await hydratedAfter((c) => {
    const input = c.querySelector('input')!;
    input.focus();
    typeInto(input, 'Ayşe Yılmaz');
    input.setSelectionRange(2, 2);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(() => typed!.handOver(document.body));
  const input = field<HTMLInputElement>('name');
  expect(input.value).toBe('Ayşe Yılmaz');
  expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
});
