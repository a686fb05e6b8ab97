import { stringify } from 'csv-stringify/sync';
import { CSV_OPTIONS, neutralizeCsvCell } from './csv';

test.each([
  ['=HYPERLINK("http://kotu.example")', `'=HYPERLINK("http://kotu.example")`],
  ['+90 532', `'+90 532`],
  ['-2+3', `'-2+3`],
  ['@SUM(A1)', `'@SUM(A1)`],
  ['\tgizli', `'\tgizli`],
  ['\rsatır', `'\rsatır`],
  ['Ayşe Yılmaz', 'Ayşe Yılmaz'],
  [1499, '1499'],
  [null, ''],
])('%j -> %j', (input, output) => {
  expect(neutralizeCsvCell(input)).toBe(output);
});

describe('line breaks inside a value', () => {
  test.each([
    ['\n=1+1', `\n'=1+1`],
    ['Ali\r\n+90 532', `Ali\r\n'+90 532`],
    ['Ali\r@SUM(A1)', `Ali\r'@SUM(A1)`],
    ['a\n\n-1', `a\n\n'-1`],
    ['Ayşe\nYılmaz', 'Ayşe\nYılmaz'],
  ])('%j -> %j (a formula after any line break is neutralised)', (input, output) => {
    expect(neutralizeCsvCell(input)).toBe(output);
  });

  test.each(['\n=1+1', 'satır\rbir', 'a\r\nb'])('%j is quoted, so it stays one cell of one row', (value) => {
    const text = stringify([['1', neutralizeCsvCell(value), 'son']], CSV_OPTIONS);
    expect(text).toBe(`\ufeff1;"${neutralizeCsvCell(value)}";son\r\n`);
    // Whatever a reader takes for a line end, no line begins with a live formula.
    for (const line of text.split(/\r\n|\r|\n/)) expect(line).not.toMatch(/^[=+\-@]/);
  });
});
