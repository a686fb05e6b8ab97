/**
 * Makes MUI's breakpoints see a phone or a wider screen for the tests of a describe block. down('sm') is
 * '(max-width:599.95px)': a phone's width matches it, a wider screen does not (jsdom has no matchMedia of its own).
 */
export function atScreenWidth(phone: boolean) {
  const original = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = ((query: string) => ({
      matches: phone && query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });
  afterAll(() => {
    window.matchMedia = original;
  });
}
