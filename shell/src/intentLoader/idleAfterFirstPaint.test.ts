import { afterFirstPaint, afterVisibleImages, whenIdleAfterFirstPaint } from './idleAfterFirstPaint';

afterEach(() => {
  jest.useRealTimers();
  delete (window as Partial<Window>).requestIdleCallback;
});

test('waits for a frame and an idle moment, then calls once, not waiting for load', () => {
  jest.useFakeTimers();
  const idle = jest.fn<number, [IdleRequestCallback, IdleRequestOptions?]>(() => 1);
  window.requestIdleCallback = idle;
  const callback = jest.fn();
  whenIdleAfterFirstPaint(window, callback, 1500);
  expect(idle).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(idle).toHaveBeenCalledTimes(1);
  expect(idle.mock.calls[0]![1]).toEqual({ timeout: 1500 });
  expect(callback).not.toHaveBeenCalled();
  idle.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
  expect(callback).toHaveBeenCalledTimes(1);

  window.dispatchEvent(new Event('load'));
  jest.runAllTimers();
  expect(idle).toHaveBeenCalledTimes(1);
});

test('without requestIdleCallback a task after the frame is used', () => {
  jest.useFakeTimers();
  const callback = jest.fn();
  whenIdleAfterFirstPaint(window, callback);
  expect(callback).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(callback).toHaveBeenCalledTimes(1);
});

test('with paint timing, waits for the first contentful paint to be reported', () => {
  jest.useFakeTimers();
  let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: typeof report) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  }
  const original = window.PerformanceObserver;
  window.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
  try {
    const callback = jest.fn();
    whenIdleAfterFirstPaint(window, callback);
    jest.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    report!({ getEntriesByName: () => [] });
    jest.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    report!({ getEntriesByName: () => [{}] });
    jest.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  } finally {
    window.PerformanceObserver = original;
  }
});

test('a first paint already reported is acted on at once, without waiting for an observer', () => {
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor() {
      throw new Error('no observer is needed');
    }
  }
  const original = window.PerformanceObserver;
  const reported = jest.fn((name: string) => (name === 'first-contentful-paint' ? [{}] : []));
  Object.defineProperty(performance, 'getEntriesByName', { configurable: true, value: reported });
  window.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
  try {
    const then = jest.fn();
    afterFirstPaint(window, then);
    expect(then).toHaveBeenCalledTimes(1);
    expect(reported).toHaveBeenCalledWith('first-contentful-paint');
  } finally {
    window.PerformanceObserver = original;
    delete (performance as Partial<Performance>).getEntriesByName;
  }
});

describe('afterVisibleImages', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  /** An image `top` px from the viewport's top (jsdom lays nothing out), not yet loaded; `settle` ends its decoding. */
  function image(top: number, complete = false) {
    const element = document.createElement('img');
    Object.defineProperty(element, 'complete', { configurable: true, get: () => complete });
    element.getBoundingClientRect = () => ({
      top,
      bottom: top + 100,
      left: 0,
      right: 300,
      width: 300,
      height: 100,
      x: 0,
      y: top,
      toJSON: () => ({}),
    });
    let settle: (failed: boolean) => void = () => undefined;
    element.decode = () =>
      new Promise<void>((resolve, reject) => (settle = (failed) => (failed ? reject(new Error('broken')) : resolve())));
    document.body.appendChild(element);
    return { settle: (failed = false) => settle(failed) };
  }
  const flush = () => new Promise((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));

  test('waits for the images in view to load or fail, not for those below the fold or already loaded', async () => {
    const first = image(100);
    const second = image(400);
    image(window.innerHeight + 50);
    image(0, true);
    const then = jest.fn();
    afterVisibleImages(window, then, 60_000);
    first.settle();
    await flush();
    expect(then).not.toHaveBeenCalled();
    second.settle(true);
    await flush();
    expect(then).toHaveBeenCalledTimes(1);
  });

  test('calls at once with no image pending, and gives up waiting after the time limit', async () => {
    const now = jest.fn();
    afterVisibleImages(window, now);
    expect(now).toHaveBeenCalledTimes(1);

    jest.useFakeTimers();
    image(10);
    const later = jest.fn();
    afterVisibleImages(window, later, 3000);
    jest.advanceTimersByTime(2999);
    await flush();
    expect(later).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await flush();
    expect(later).toHaveBeenCalledTimes(1);
  });
});
