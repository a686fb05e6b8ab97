// What the replaced MUI functions do when called: fail loudly, saying why (tooling/webpack/muiWithoutCssVars.mjs).
export function notInThisBuild(name) {
  throw new Error(
    `MUI's ${name} is not part of this build: the platform's one theme (shared/kernel/src/theme/theme.ts) uses no CSS ` +
      'variables or colour schemes (tooling/webpack/muiWithoutCssVars.mjs).',
  );
}
