import { readingMinutes, readingTimeLabel } from './readingTime';

const words = (n: number) => Array.from({ length: n }, (_, i) => `kelime${i}`).join(' ');

describe('reading time', () => {
  it('uses the supplied reading_time', () => {
    expect(readingTimeLabel({ content: words(5000), reading_time: 7 })).toBe('7 dk okuma');
  });

  it('ignores a missing, zero or invalid reading_time', () => {
    expect(readingMinutes({ content: words(450), reading_time: null })).toBe(3);
    expect(readingMinutes({ content: words(450), reading_time: 0 })).toBe(3);
    expect(readingMinutes({ content: words(450), reading_time: Number.NaN })).toBe(3);
  });

  it('counts words of the content / 200, rounded up', () => {
    expect(readingMinutes({ content: words(200) })).toBe(1);
    expect(readingMinutes({ content: words(201) })).toBe(2);
    expect(readingMinutes({ content: words(400) })).toBe(2);
  });

  it('counts words of the text, not of the markup', () => {
    const html = `<p>${words(150)}</p><p>${words(150)}</p>`;
    expect(readingMinutes({ content: html })).toBe(2);
    expect(readingMinutes({ content: `<div><img src="a.png"><span class="x y z">tek</span></div>` })).toBe(1);
  });

  it('is at least 1 and at most 30 minutes', () => {
    expect(readingTimeLabel({ content: '' })).toBe('1 dk okuma');
    expect(readingTimeLabel({ content: null })).toBe('1 dk okuma');
    expect(readingMinutes({ content: words(3) })).toBe(1);
    expect(readingMinutes({ content: words(6001) })).toBe(30);
  });
});
