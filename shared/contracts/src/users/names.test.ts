import { isValidFullName, isValidName, normalizeName, splitFullName } from './names';

describe('normalizeName', () => {
  it('trims and collapses spaces', () => {
    expect(normalizeName('  Ayşe   Nur ')).toBe('Ayşe Nur');
  });
});

describe('isValidName', () => {
  it.each(['Ali', 'Ayşe Nur', 'Çağlar', 'İpek', 'Işıl', "O'Neil", 'Yılmaz-Öztürk', 'José', '  Ali  '])('accepts %j', (v) => {
    expect(isValidName(v)).toBe(true);
  });

  it.each(['', ' ', 'A', 'Ali1', 'Ali!', '<script>', '-Ali', 'Ali-', "Ali'", 'a'.repeat(51), 'salak'])('rejects %j', (v) => {
    expect(isValidName(v)).toBe(false);
  });

  it('accepts 50 letters', () => {
    expect(isValidName('a'.repeat(50))).toBe(true);
  });

  it('rejects non-strings', () => {
    expect(isValidName(12)).toBe(false);
    expect(isValidName(null)).toBe(false);
  });
});

describe('splitFullName / isValidFullName', () => {
  it('splits at the last space', () => {
    expect(splitFullName('Ayşe Nur Yılmaz')).toEqual({ name: 'Ayşe Nur', surname: 'Yılmaz' });
    expect(splitFullName(' Ali  Veli ')).toEqual({ name: 'Ali', surname: 'Veli' });
    expect(splitFullName('Ali')).toEqual({ name: 'Ali', surname: '' });
  });

  it('needs a first and a last name', () => {
    expect(isValidFullName('Ayşe Nur Yılmaz')).toBe(true);
    expect(isValidFullName('Ali')).toBe(false);
    expect(isValidFullName('Ali salak')).toBe(false);
    expect(isValidFullName(`Ali ${'b'.repeat(60)}`)).toBe(false);
  });
});
