import { scrollBehavior } from './motion';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  })) as typeof window.matchMedia;
}

afterEach(() => {
  delete (window as Partial<Window>).matchMedia;
});

test('scripted scrolls are smooth unless the visitor prefers reduced motion', () => {
  mockReducedMotion(false);
  expect(scrollBehavior()).toBe('smooth');
  mockReducedMotion(true);
  expect(scrollBehavior()).toBe('auto');
});

test('without matchMedia (old browsers, tests) scrolls stay smooth', () => {
  expect(scrollBehavior()).toBe('smooth');
});
