import { caretMajor, caretSatisfied, kernelRefusalText, servedByWindow } from './compatibility';

test('caret ranges are read as semver reads them; other forms are left to a full semver check', () => {
  expect(caretSatisfied('4.2.1', '^4.0.0')).toBe(true);
  expect(caretSatisfied('4.2.1', '^4.2.1')).toBe(true);
  expect(caretSatisfied('4.2.1', '^4.3.0')).toBe(false);
  expect(caretSatisfied('4.2.1', '^4.2.2')).toBe(false);
  expect(caretSatisfied('5.0.0', '^4.0.0')).toBe(false);
  expect(caretSatisfied('4.0.0', '>=4')).toBeUndefined();
  expect(caretSatisfied('0.3.0', '^0.2.0')).toBeUndefined();
  expect(caretMajor(' ^12.0.3 ')).toBe(12);
});

test('the window serves the previous major it names, and only that one', () => {
  const window = { version: '5.1.0', previousMajor: 4 };
  expect(servedByWindow('^4.7.0', window)).toBe(true);
  expect(servedByWindow('^3.0.0', window)).toBe(false);
  expect(servedByWindow('~4.1.0', window)).toBe(false);
  expect(servedByWindow('^4.0.0', { version: '5.1.0', previousMajor: null })).toBe(false);
  // A stale entry (a major two behind) serves nothing.
  expect(servedByWindow('^3.0.0', { version: '5.1.0', previousMajor: 3 })).toBe(false);
  expect(kernelRefusalText('^3', '4.1.0')).toBe('kernel ^3 istendi, kabuk 4.1.0 sunuyor');
});
