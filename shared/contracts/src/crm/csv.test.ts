import { neutralizeCsvCell } from './csv';

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
