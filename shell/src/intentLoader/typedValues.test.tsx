import { act, useState, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { handTypedValuesToReact } from './typedValues';

// A form as the pages have them: every field controlled by React state, sent from that state.
type Values = { name: string; message: string; city: string; consent: boolean; contact: string };
const SERVER: Values = { name: '', message: '', city: '', consent: false, contact: 'phone' };

function Form({ onSend }: { onSend: (values: Values) => void }) {
  const [values, setValues] = useState(SERVER);
  const set = (key: keyof Values, value: string | boolean) => setValues((v) => ({ ...v, [key]: value }));
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend(values);
  };
  return (
    <form onSubmit={send}>
      <input aria-label="name" value={values.name} onChange={(e) => set('name', e.target.value)} />
      <textarea aria-label="message" value={values.message} onChange={(e) => set('message', e.target.value)} />
      <select aria-label="city" value={values.city} onChange={(e) => set('city', e.target.value)}>
        <option value="">Seçiniz</option>
        <option value="34">İstanbul</option>
      </select>
      <input type="checkbox" aria-label="consent" checked={values.consent} onChange={(e) => set('consent', e.target.checked)} />
      <input type="radio" name="contact" value="phone" aria-label="phone" checked={values.contact === 'phone'} onChange={() => set('contact', 'phone')} />
      <input type="radio" name="contact" value="sms" aria-label="sms" checked={values.contact === 'sms'} onChange={() => set('contact', 'sms')} />
      <button type="submit">Gönder</button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server HTML, changed by a person before hydration, then hydrated. */
async function hydratedAfter(change: (container: HTMLElement) => void) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const onSend = jest.fn<void, [Values]>();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSend={onSend} />);
  document.body.appendChild(container);
  change(container);
  await act(async () => {
    root = hydrateRoot(container, <Form onSend={onSend} />);
  });
  const field = <T extends Element>(label: string) => container.querySelector<T & Element>(`[aria-label="${label}"]`)!;
  const send = () => act(() => container.querySelector('button')!.click());
  return { container, onSend, field, send };
}

const typeNatively = (field: HTMLInputElement | HTMLTextAreaElement, text: string) => {
  field.value = text; // no React tracker yet: what typing does to the DOM
};

test('without the hand-over, hydration keeps typed text on screen but React sends the server values', async () => {
  const { container, onSend, send } = await hydratedAfter((c) => typeNatively(c.querySelector('input')!, 'Ayşe'));
  expect(container.querySelector('input')!.value).toBe('Ayşe');
  await send();
  expect(onSend).toHaveBeenLastCalledWith(SERVER);
});

test('text, a choice and ticks made before hydration end up in React state', async () => {
  const { onSend, send } = await hydratedAfter((c) => {
    typeNatively(c.querySelector('input')!, 'Ayşe Yılmaz');
    typeNatively(c.querySelector('textarea')!, 'Bilgi almak istiyorum.');
    c.querySelector('select')!.value = '34';
    c.querySelector<HTMLInputElement>('[aria-label="consent"]')!.checked = true;
    c.querySelector<HTMLInputElement>('[aria-label="sms"]')!.checked = true;
  });
  act(() => handTypedValuesToReact(document.body));
  await send();
  expect(onSend).toHaveBeenLastCalledWith({ name: 'Ayşe Yılmaz', message: 'Bilgi almak istiyorum.', city: '34', consent: true, contact: 'sms' });
});

test('untouched fields send nothing to React, and a second hand-over changes nothing', async () => {
  const changes: string[] = [];
  const { container, onSend, send } = await hydratedAfter((c) => typeNatively(c.querySelector('input')!, 'Ali'));
  container.addEventListener('input', (e) => changes.push((e.target as Element).getAttribute('aria-label')!));
  act(() => handTypedValuesToReact(container));
  act(() => handTypedValuesToReact(container));
  expect(changes).toEqual(['name']);
  await send();
  expect(onSend).toHaveBeenLastCalledWith({ ...SERVER, name: 'Ali' });
});

test('the caret stays where the person left it', async () => {
  const { field } = await hydratedAfter((c) => typeNatively(c.querySelector('input')!, 'Ayşe Yılmaz'));
  const input = field<HTMLInputElement>('name');
  input.focus();
  input.setSelectionRange(2, 2);
  act(() => handTypedValuesToReact(document.body));
  expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
});
