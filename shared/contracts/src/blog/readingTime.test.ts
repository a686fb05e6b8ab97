import DOMPurify from 'dompurify';
import { plainText } from './postHtml';
import { countWords, readingMinutes } from './readingTime';

const words = (n: number) => Array.from({ length: n }, (_, i) => `kelime${i}`).join(' ');
const minutesOf = (html: string | null, readingTime: number | null = null) =>
  readingMinutes(readingTime, countWords(plainText(DOMPurify, html)));

describe('readingMinutes', () => {
  it("uses the post's own reading_time when it is positive", () => {
    expect(minutesOf(words(5000), 7)).toBe(7);
  });

  it('ignores a missing, zero or invalid reading_time', () => {
    expect(minutesOf(words(450), null)).toBe(3);
    expect(minutesOf(words(450), 0)).toBe(3);
    expect(minutesOf(words(450), Number.NaN)).toBe(3);
  });

  it('counts words of the body / 200, rounded up', () => {
    expect(minutesOf(words(200))).toBe(1);
    expect(minutesOf(words(201))).toBe(2);
    expect(minutesOf(words(400))).toBe(2);
  });

  it('counts words of the text, not of the markup', () => {
    expect(minutesOf(`<p>${words(150)}</p><p>${words(150)}</p>`)).toBe(2);
    expect(minutesOf('<div><img src="a.png"><span class="x y z">tek</span></div>')).toBe(1);
  });

  it('is at least 1 and at most 30 minutes', () => {
    expect(minutesOf('')).toBe(1);
    expect(minutesOf(null)).toBe(1);
    expect(minutesOf(words(3))).toBe(1);
    expect(minutesOf(words(6001))).toBe(30);
  });
});

describe('countWords', () => {
  it('counts words separated by any whitespace and nothing for empty text', () => {
    expect(countWords('bir  iki\nüç')).toBe(3);
    expect(countWords('  ')).toBe(0);
  });
});
