import { foldTurkish, searchKey } from './turkishFold';

describe('foldTurkish', () => {
  it('lower-cases the Turkish way and folds Turkish letters', () => {
    expect(foldTurkish('IŞIK')).toBe('isik');
    expect(foldTurkish('ışık')).toBe('isik');
    expect(foldTurkish('İĞDİR')).toBe('igdir');
    expect(foldTurkish('İSTANBUL')).toBe('istanbul');
    expect(foldTurkish('Çağrı Gümüşöz')).toBe('cagri gumusoz');
    expect(foldTurkish('Şahin')).toBe('sahin');
  });
});

describe('searchKey', () => {
  it('collapses and trims whitespace after folding', () => {
    expect(searchKey('  Ayşe\t\tNUR \n Işık ')).toBe('ayse nur isik');
  });
  it('gives the same key for the spellings a person may type', () => {
    expect(searchKey('sahin')).toBe(searchKey('ŞAHİN'));
    expect(searchKey('istanbul')).toBe(searchKey('İstanbul'));
  });
});
