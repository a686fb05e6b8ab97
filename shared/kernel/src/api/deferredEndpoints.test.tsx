import { useRef, type RefObject } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { json, mockApi } from '@kredi/contracts/testing';
import { renderWithProviders } from '../testing/renderWithProviders';
import { makeStore, type RootState } from '../store/makeStore';
import { apiProvided } from './apiSlot';
import { useDeferredMutation, useDeferredQuery, type DeferredQuery } from './deferredEndpoints';

// These run in order: the first ones before anything loads the API entry (RTK Query), as on a server-rendered page.
const loadApi = () => import('./index');
const loadEndpoints = () =>
  loadApi().then(({ baseApi }) =>
    baseApi.injectEndpoints({
      endpoints: (build) => ({
        getGreeting: build.query<{ text: string }, string>({ query: (name) => `/greeting/${name}/` }),
        sendNote: build.mutation<{ message: string }, { note: string }>({ query: (body) => ({ url: '/notes/', method: 'POST', body }) }),
      }),
    }),
  );

function greetingQuery(load = jest.fn(() => loadEndpoints().then((api) => api.endpoints.getGreeting))): DeferredQuery<string> {
  return { endpointName: 'getGreeting', load };
}

function Greeting({ query, name }: { query: DeferredQuery<string>; name: string }) {
  const { data, isError, isLoading } = useDeferredQuery<{ text: string }, string>(query, name);
  if (isError) return <p>hata</p>;
  return <p>{isLoading ? 'yükleniyor' : data?.text}</p>;
}

/** A server render's data cache with one answer, as the shell hands it to the browser. */
const serverState = (): Partial<RootState> =>
  ({
    api: {
      queries: {
        'getGreeting("ayse")': {
          status: 'fulfilled',
          endpointName: 'getGreeting',
          originalArgs: 'ayse',
          requestId: 'server',
          startedTimeStamp: 1,
          fulfilledTimeStamp: 2,
          data: { text: 'Merhaba Ayşe' },
        },
      },
      mutations: {},
      provided: { tags: {}, keys: {} },
      subscriptions: {},
    },
  }) as unknown as Partial<RootState>;

it("shows a server render's answer without loading RTK Query, and the store keeps it", async () => {
  const load = jest.fn(() => loadEndpoints().then((api) => api.endpoints.getGreeting));
  const store = makeStore(serverState());
  renderWithProviders(<Greeting query={greetingQuery(load)} name="ayse" />, { store });
  expect(screen.getByText('Merhaba Ayşe')).toBeInTheDocument();
  store.dispatch({ type: 'any/action' });
  expect(store.getState().api.queries['getGreeting("ayse")']?.data).toEqual({ text: 'Merhaba Ayşe' });
  expect(load).not.toHaveBeenCalled();
  expect(apiProvided()).toBe(false);
});

it('loads the endpoint and fetches when the store has no answer; the earlier answer then subscribes without a fetch', async () => {
  const { calls } = mockApi({ 'GET /api/greeting/mehmet/': () => json({ text: 'Merhaba Mehmet' }) });
  const store = makeStore(serverState());
  renderWithProviders(
    <>
      <Greeting query={greetingQuery()} name="ayse" />
      <Greeting query={greetingQuery()} name="mehmet" />
    </>,
    { store },
  );
  expect(screen.getByText('yükleniyor')).toBeInTheDocument();
  expect(await screen.findByText('Merhaba Mehmet')).toBeInTheDocument();
  expect(apiProvided()).toBe(true);
  await waitFor(() => expect(Object.keys(store.getState().api.subscriptions)).toContain('getGreeting("ayse")'));
  expect(calls.map((call) => call.url)).toEqual([expect.stringContaining('/api/greeting/mehmet/')]);
  expect(screen.getByText('Merhaba Ayşe')).toBeInTheDocument();
});

it('shows an error when the answer is an error', async () => {
  mockApi({ 'GET /api/greeting/hata/': () => json({ message: 'Yok' }, 500) });
  renderWithProviders(<Greeting query={greetingQuery()} name="hata" />);
  expect(await screen.findByText('hata')).toBeInTheDocument();
});

function NoteForm() {
  const [send, { isLoading }] = useDeferredMutation<{ note: string }, { message: string }>(() =>
    loadEndpoints().then((api) => api.endpoints.sendNote),
  );
  return (
    <button
      type="button"
      onClick={() =>
        send({ note: 'x' }).then(
          (answer) => document.body.append(answer.message),
          () => document.body.append('gönderilemedi'),
        )
      }
    >
      {isLoading ? 'gönderiliyor' : 'gönder'}
    </button>
  );
}

it('sends a mutation through the loaded endpoint, and rejects with its error', async () => {
  const replies = [json({ message: 'alındı' }), json({ message: 'Geçersiz' }, 400)];
  const { calls } = mockApi({ 'POST /api/notes/': () => replies.shift()! });
  const { store } = renderWithProviders(<NoteForm />);
  await act(async () => screen.getByRole('button').click());
  await waitFor(() => expect(document.body).toHaveTextContent('alındı'));
  await act(async () => screen.getByRole('button').click());
  await waitFor(() => expect(document.body).toHaveTextContent('gönderilemedi'));
  expect(calls).toHaveLength(2);
  expect(screen.getByRole('button')).toHaveTextContent('gönder');
  // Untracked: the store holds no mutation state for it.
  expect(store.getState().api.mutations).toEqual({});
});

function FormWithField({ load }: { load: () => ReturnType<typeof loadNoteEndpoint> }) {
  const formRef = useRef<HTMLFormElement>(null);
  useDeferredMutation<{ note: string }, { message: string }>(load, { preloadOnFocusIn: formRef });
  return (
    <form ref={formRef} aria-label="not formu">
      <input aria-label="Not" />
    </form>
  );
}
const loadNoteEndpoint = () => loadEndpoints().then((api) => api.endpoints.sendNote);

it('loads a form’s endpoint when the focus first enters the form, not before', async () => {
  const load = jest.fn(loadNoteEndpoint);
  renderWithProviders(<FormWithField load={load} />);
  expect(load).not.toHaveBeenCalled();
  act(() => screen.getByLabelText('Not').focus());
  expect(load).toHaveBeenCalledTimes(1);
});

function Preloader({ formRef, load }: { formRef: RefObject<HTMLFormElement | null>; load: () => ReturnType<typeof loadNoteEndpoint> }) {
  useDeferredMutation<{ note: string }, { message: string }>(load, { preloadOnFocusIn: formRef });
  return null;
}

function LateForm({ load, armed }: { load: () => ReturnType<typeof loadNoteEndpoint>; armed: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <form ref={formRef} aria-label="geç form">
      <input aria-label="Telefon" />
      {armed && <Preloader formRef={formRef} load={load} />}
    </form>
  );
}

it('loads it at once when a field already had the focus (tapped before the page was interactive)', () => {
  const load = jest.fn(loadNoteEndpoint);
  const { rerender } = renderWithProviders(<LateForm load={load} armed={false} />);
  act(() => screen.getByLabelText('Telefon').focus());
  expect(load).not.toHaveBeenCalled();
  rerender(<LateForm load={load} armed />);
  expect(load).toHaveBeenCalledTimes(1);
});
