import { trTR } from '@mui/material/locale';
import { turkishComponentTexts } from './componentTexts';

// The kernel's texts stand in for MUI's trTR: every component, every text and every number they write must match.
type Props = Record<string, unknown>;
const ours = turkishComponentTexts.components as Record<string, { defaultProps: Props }>;
const mui = trTR.components as Record<string, { defaultProps: Props }>;

test('the same components and the same plain texts as MUI’s trTR', () => {
  expect(Object.keys(ours).sort()).toEqual(Object.keys(mui).sort());
  for (const [name, { defaultProps }] of Object.entries(mui)) {
    expect(Object.keys(ours[name]!.defaultProps).sort()).toEqual(Object.keys(defaultProps).sort());
    for (const [prop, value] of Object.entries(defaultProps))
      if (typeof value !== 'function') expect([name, prop, ours[name]!.defaultProps[prop]]).toEqual([name, prop, value]);
  }
});

test('the texts built from values read as MUI’s, thousands included', () => {
  const call = (texts: typeof ours, name: string, prop: string, ...args: unknown[]) =>
    (texts[name]!.defaultProps[prop] as (...a: unknown[]) => string)(...args);
  for (const type of ['first', 'last', 'next', 'previous'])
    expect(call(ours, 'MuiTablePagination', 'getItemAriaLabel', type)).toBe(call(mui, 'MuiTablePagination', 'getItemAriaLabel', type));
  for (const rows of [
    { from: 0, to: 0, count: 0 },
    { from: 1, to: 25, count: 1234567 },
    { from: 1001, to: 1025, count: -1 },
  ])
    expect(call(ours, 'MuiTablePagination', 'labelDisplayedRows', rows)).toBe(call(mui, 'MuiTablePagination', 'labelDisplayedRows', rows));
  for (const args of [
    ['page', 3, true],
    ['page', 12, false],
    ['first', null, false],
    ['previous', null, false],
  ])
    expect(call(ours, 'MuiPagination', 'getItemAriaLabel', ...args)).toBe(call(mui, 'MuiPagination', 'getItemAriaLabel', ...args));
  expect(call(ours, 'MuiRating', 'getLabelText', 4)).toBe(call(mui, 'MuiRating', 'getLabelText', 4));
});
