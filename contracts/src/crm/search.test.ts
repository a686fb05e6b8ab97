import { customerSearchText, searchTerms } from './search';

const stored = customerSearchText({ fullName: 'Ayşe IŞIK Şahin', phone: '5321234567', city: 'İSTANBUL' });
const finds = (query: string) => searchTerms(query).every((term) => stored.includes(term));

test.each(['istanbul', 'ışık', 'IŞIK', 'sahin', 'Şahin', 'ayse sahin', '0532 123 45 67', '+90 532 123 45 67', '1234567'])(
  '%s finds the customer',
  (query) => expect(finds(query)).toBe(true),
);

test('words must all occur', () => {
  expect(finds('ayse ankara')).toBe(false);
  expect(searchTerms('   ')).toEqual([]);
});
