import { whenIdleAfterLoad } from './idleAfterLoad';

afterEach(() => {
  jest.useRealTimers();
  delete (window as Partial<Window>).requestIdleCallback;
});

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

test('waits for load, a frame and an idle moment, then calls once', () => {
  jest.useFakeTimers();
  setReadyState('loading');
  const idle = jest.fn<number, [IdleRequestCallback, IdleRequestOptions?]>(() => 1);
  window.requestIdleCallback = idle;
  const callback = jest.fn();
  whenIdleAfterLoad(window, callback, 1500);
  jest.runAllTimers();
  expect(idle).not.toHaveBeenCalled();

  window.dispatchEvent(new Event('load'));
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

test('a page already loaded schedules at once; without requestIdleCallback a task after the frame is used', () => {
  jest.useFakeTimers();
  setReadyState('complete');
  const callback = jest.fn();
  whenIdleAfterLoad(window, callback);
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
    whenIdleAfterLoad(window, callback);
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
