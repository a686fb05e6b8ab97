import { INTENT_EVENTS, onFirstIntent } from './firstIntent';

test.each(INTENT_EVENTS)('%s anywhere starts loading, once', (type) => {
  const callback = jest.fn();
  onFirstIntent(window, callback);
  const target = document.createElement('button');
  document.body.appendChild(target);
  target.dispatchEvent(new Event(type, { bubbles: false }));
  for (const other of INTENT_EVENTS) window.dispatchEvent(new Event(other));
  expect(callback).toHaveBeenCalledTimes(1);
  target.remove();
});

test('nothing happens without a person', () => {
  const callback = jest.fn();
  onFirstIntent(window, callback);
  window.dispatchEvent(new Event('load'));
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(callback).not.toHaveBeenCalled();
});
