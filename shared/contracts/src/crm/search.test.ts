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

test('a complete number uses the phone index; any shorter run of digits is a substring, wherever it starts', () => {
  expect(parseCustomerSearch('0532 123 45 67')).toEqual({ terms: [], phonePrefix: '5321234567' });
  expect(parseCustomerSearch('+90 (532) 123 45 67')).toEqual({ terms: [], phonePrefix: '5321234567' });
  expect(parseCustomerSearch('5321234567')).toEqual({ terms: [], phonePrefix: '5321234567' });
  expect(parseCustomerSearch('0531 000')).toEqual({ terms: ['0531000'] });
  expect(parseCustomerSearch('+90 531 000')).toEqual({ terms: ['0531000'] });
  expect(parseCustomerSearch('4242')).toEqual({ terms: ['4242'] });
  expect(parseCustomerSearch('0')).toEqual({ terms: ['0'] });
  expect(finds('0532 12')).toBe(true);
  expect(finds('0533')).toBe(false);
  expect(finds('4567')).toBe(true);
});

test.each(['567', '4567', '34567', '0532', '532', '321', '05321234567'])('the run %s of 0532 123 45 67 finds it', (query) => {
  expect(finds(query)).toBe(true);
});

test('the last digits of a number that ends in 0059 find it', () => {
  const other = '5421230059';
  const text = customerSearchText({ fullName: 'Ali Veli', phone: other, city: 'Ankara' });
  for (const query of ['0059', '059', '1230059']) {
    expect(matchesCustomerSearch(parseCustomerSearch(query), { searchText: text, phone: other })).toBe(true);
  }
});
