import { startEarlyFetch, takeEarlyFetch } from './earlyFetches';

const URL_A = 'http://localhost/remotes/marketing/mf-manifest.json';

function fakeWindow(answer: () => Promise<Response>) {
  const fetch = jest.fn(answer);
  return { win: { fetch } as unknown as Window, fetch };
}

test('an early answer is taken once, by the same address; a second take finds none', async () => {
  const { win, fetch } = fakeWindow(async () => new Response('{"id":"marketing"}'));
  startEarlyFetch(win, URL_A);
  startEarlyFetch(win, URL_A);
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(takeEarlyFetch(win, 'http://localhost/remotes/crm/mf-manifest.json')).toBeUndefined();
  const res = await takeEarlyFetch(win, URL_A);
  expect(await res?.json()).toEqual({ id: 'marketing' });
  expect(takeEarlyFetch(win, URL_A)).toBeUndefined();
});

test('a failed or non-2xx early answer is never handed on: the runtime asks again itself', async () => {
  const down = fakeWindow(() => Promise.reject(new TypeError('Failed to fetch')));
  startEarlyFetch(down.win, URL_A);
  expect(await takeEarlyFetch(down.win, URL_A)).toBeUndefined();
  const missing = fakeWindow(async () => new Response('', { status: 404 }));
  startEarlyFetch(missing.win, URL_A);
  expect(await takeEarlyFetch(missing.win, URL_A)).toBeUndefined();
});
