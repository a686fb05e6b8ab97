import { afterFirstPaint, whenIdleAfterFirstPaint } from './idleAfterFirstPaint';

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
