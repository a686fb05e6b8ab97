import { customerSearchText, matchesCustomerSearch, parseCustomerSearch } from './search';

const phone = '5321234567';
const stored = { searchText: customerSearchText({ fullName: 'Ayşe IŞIK Şahin', phone, city: 'İSTANBUL' }), phone };
const finds = (query: string) => matchesCustomerSearch(parseCustomerSearch(query), stored);

test.each(['istanbul', 'ışık', 'IŞIK', 'sahin', 'Şahin', 'ayse sahin', '0532 123 45 67', '+90 532 123 45 67', '1234567'])(
  '%s finds the customer',
  (query) => expect(finds(query)).toBe(true),
);

test('words must all occur', () => {
  expect(finds('ayse ankara')).toBe(false);
  expect(parseCustomerSearch('   ')).toEqual({ terms: [] });
});

test('a number typed from its beginning is a phone prefix; from its middle, a substring', () => {
  expect(parseCustomerSearch('0531 000')).toEqual({ terms: [], phonePrefix: '531000' });
  expect(parseCustomerSearch('+90 (531) 000')).toEqual({ terms: [], phonePrefix: '531000' });
  expect(parseCustomerSearch('5310004242')).toEqual({ terms: [], phonePrefix: '5310004242' });
  expect(parseCustomerSearch('4242')).toEqual({ terms: ['4242'] });
  expect(parseCustomerSearch('0')).toEqual({ terms: ['0'] });
  expect(finds('0532 12')).toBe(true);
  expect(finds('0533')).toBe(false);
  expect(finds('4567')).toBe(true);
});
