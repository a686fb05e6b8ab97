import { parseTurkishNumber } from './numbers';

describe('parseTurkishNumber', () => {
  it('reads Turkish thousands and decimal commas', () => {
    expect(parseTurkishNumber('125.000')).toBe(125000);
    expect(parseTurkishNumber('2,49')).toBe(2.49);
    expect(parseTurkishNumber('2.49', 'any')).toBe(2.49);
    expect(parseTurkishNumber('2,49', 'any')).toBe(2.49);
  });

  it('refuses what is not a number', () => {
    expect(parseTurkishNumber('')).toBeNaN();
    expect(parseTurkishNumber('abc')).toBeNaN();
    expect(parseTurkishNumber('1,2,3')).toBeNaN();
  });
});
