import { containsProfanity, profanityMessage } from './profanity';
import { PROFANITY_WORDS } from './profanityWords';

describe('containsProfanity', () => {
  it('finds every listed word on its own', () => {
    for (const word of PROFANITY_WORDS) expect(containsProfanity(word)).toBe(true);
  });

  it('is case-insensitive with Turkish casing', () => {
    expect(containsProfanity('ŞEREFSİZ')).toBe(true);
    expect(containsProfanity('GERIZEKALI')).toBe(true);
    expect(containsProfanity('Salak')).toBe(true);
  });

  it('is diacritic-insensitive on both sides', () => {
    expect(containsProfanity('serefsiz')).toBe(true);
    expect(containsProfanity('Şerefsız')).toBe(true);
    expect(containsProfanity('gerizekali')).toBe(true);
    expect(containsProfanity('PİÇ')).toBe(true);
    expect(containsProfanity('pic')).toBe(true);
    expect(containsProfanity('ibné')).toBe(true);
  });

  it('finds a blocked word among other words and punctuation', () => {
    expect(containsProfanity('Ahmet salak')).toBe(true);
    expect(containsProfanity('Ali-aptal')).toBe(true);
    expect(containsProfanity('  ahmak.  ')).toBe(true);
  });

  it('matches multi-word entries as consecutive words', () => {
    expect(containsProfanity('geri zekalı')).toBe(true);
    expect(containsProfanity('Geri  Zekali')).toBe(true);
    expect(containsProfanity('geri dönüş zekalı')).toBe(false);
  });

  it('matches whole words only: clean words containing a blocked word pass', () => {
    expect(containsProfanity('Picasso')).toBe(false); // contains 'pic' (piç)
    expect(containsProfanity('Gotik')).toBe(false); // contains 'got' (göt)
    expect(containsProfanity('Salakoğlu')).toBe(false);
    expect(containsProfanity('Adil')).toBe(false); // contains 'adi'
    expect(containsProfanity('Eşekarısı')).toBe(false);
  });

  it('lets real names that collide after folding through', () => {
    expect(containsProfanity('Ahmet Şık')).toBe(false);
    expect(containsProfanity('Amin')).toBe(false);
    expect(containsProfanity('Ayşe Yılmaz')).toBe(false);
    expect(containsProfanity('Işıl Çağlar')).toBe(false);
  });

  it('is false for empty and non-string input', () => {
    expect(containsProfanity('')).toBe(false);
    expect(containsProfanity('   ')).toBe(false);
    expect(containsProfanity(undefined)).toBe(false);
    expect(containsProfanity(42)).toBe(false);
  });
});

describe('profanityMessage', () => {
  it('names the field', () => {
    expect(profanityMessage('ad')).toBe('Ad alanında uygunsuz içerik tespit edildi. Lütfen geçerli bir ad giriniz.');
    expect(profanityMessage('soyad')).toBe('Soyad alanında uygunsuz içerik tespit edildi. Lütfen geçerli bir soyad giriniz.');
    expect(profanityMessage('adSoyad')).toBe('Ad Soyad alanında uygunsuz içerik tespit edildi. Lütfen geçerli bir ad soyad giriniz.');
  });
});
