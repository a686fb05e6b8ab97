import { theme } from './theme';

// The browser builds leave MUI's CSS-variables machinery out (tooling/webpack/muiWithoutCssVars.mjs): the theme must
// be one MUI builds and provides without it. A theme with colour schemes would make ThemeProvider reach CssVarsProvider.
test('the theme uses neither CSS variables nor colour schemes', () => {
  expect(theme).not.toHaveProperty('colorSchemes');
  expect(theme).not.toHaveProperty('cssVarPrefix');
  expect(theme.vars).toBeUndefined();
});
