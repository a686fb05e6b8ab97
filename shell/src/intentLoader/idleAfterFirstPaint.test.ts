import { afterFirstPaint, afterVisibleImages, whenIdleAfterFirstPaint } from './idleAfterFirstPaint';

afterEach(() => {
  jest.useRealTimers();
  delete (window as Partial<Window>).requestIdleCallback;
});

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

test('waits for the parsed document, a frame and an idle moment, then calls once', () => {
  jest.useFakeTimers();
  setReadyState('loading');
  const idle = jest.fn<number, [IdleRequestCallback, IdleRequestOptions?]>(() => 1);
  window.requestIdleCallback = idle;
  const callback = jest.fn();
  whenIdleAfterFirstPaint(window, callback, 1500);
  jest.runAllTimers();
  expect(idle).not.toHaveBeenCalled();

  document.dispatchEvent(new Event('DOMContentLoaded'));
  jest.runAllTimers();
  expect(idle).toHaveBeenCalledTimes(1);
  expect(idle.mock.calls[0]![1]).toEqual({ timeout: 1500 });
  expect(callback).not.toHaveBeenCalled();
  idle.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
  expect(callback).toHaveBeenCalledTimes(1);

  document.dispatchEvent(new Event('DOMContentLoaded'));
  window.dispatchEvent(new Event('load'));
  jest.runAllTimers();
  expect(idle).toHaveBeenCalledTimes(1);
});

test('a page already parsed schedules at once (not waiting for load); without requestIdleCallback a task after the frame is used', () => {
  jest.useFakeTimers();
  setReadyState('interactive');
  const callback = jest.fn();
  whenIdleAfterFirstPaint(window, callback);
  expect(callback).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(callback).toHaveBeenCalledTimes(1);
});

test('with paint timing, waits for the first contentful paint to be reported', () => {
  jest.useFakeTimers();
  setReadyState('complete');
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

  /** An image whose box is `top` px from the viewport's top (jsdom lays nothing out) and not yet loaded. */
  function image(top: number, complete = false): HTMLImageElement {
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
    document.body.appendChild(element);
    return element;
  }

  test('waits for the images in view to load or fail, not for those below the fold or already loaded', () => {
    jest.useFakeTimers();
    const first = image(100);
    const second = image(400);
    image(window.innerHeight + 50);
    image(0, true);
    const then = jest.fn();
    afterVisibleImages(window, then);
    first.dispatchEvent(new Event('load'));
    expect(then).not.toHaveBeenCalled();
    second.dispatchEvent(new Event('error'));
    expect(then).toHaveBeenCalledTimes(1);
    jest.runAllTimers();
    expect(then).toHaveBeenCalledTimes(1);
  });

  test('calls at once with no image pending, and gives up waiting after the time limit', () => {
    jest.useFakeTimers();
    const now = jest.fn();
    afterVisibleImages(window, now);
    expect(now).toHaveBeenCalledTimes(1);

    image(10);
    const later = jest.fn();
    afterVisibleImages(window, later, 3000);
    jest.advanceTimersByTime(2999);
    expect(later).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
