// What every replaced MUI function does when called: fail loudly, saying why (../muiWithoutCssVars.mjs). One
// function with one short text: it ships on every page.
export function notInThisBuild() {
  throw new Error('This MUI API is not in this build (tooling/webpack/muiWithoutCssVars.mjs)');
}
