import { render } from '@testing-library/react';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import OutlinedInput from '@mui/material/OutlinedInput';
import { ThemeProvider } from '@mui/material/styles';
import { FOCUS_RING_COLOR, theme } from './theme';

/** Every CSS rule emotion wrote into the document (as text nodes or, in its speedy mode, with insertRule), without white space. */
const documentCss = () =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .concat([...document.querySelectorAll('style')].map((style) => style.textContent ?? ''))
    .join('}\n')
    .replace(/\s/g, '');

/** The selectors of the global rule that draws the ring. */
function ringSelectors(css: string): string[] {
  const rule = css.split('}').find((text) => text.includes(`{outline:3pxsolid${FOCUS_RING_COLOR};outline-offset:2px`));
  return rule ? rule.slice(0, rule.indexOf('{')).split(',') : [];
}

test('keyboard focus draws one ring on buttons, links and fields, outranking the outline MUI removes', () => {
  render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Button>Gönder</Button>
      <OutlinedInput inputProps={{ 'aria-label': 'Telefon' }} />
    </ThemeProvider>,
  );
  const css = documentCss();
  // MUI's ButtonBase takes the browser's outline away with one class...
  expect(css).toMatch(/\.css-[\w-]*MuiButtonBase-root[\w-]*\{[^}]*outline:0/);
  // ...and a field's input on `.class:focus`; the ring's selectors carry one part more, so they win.
  expect(css).toMatch(/MuiInputBase-input[\w-]*:focus\{outline:0/);
  expect(ringSelectors(css)).toEqual(
    expect.arrayContaining([
      ':focus-visible',
      '.MuiButtonBase-root.Mui-focusVisible',
      '.MuiButtonBase-root:focus-visible',
      '.MuiInputBase-root.MuiInputBase-input:focus-visible',
    ]),
  );
});
