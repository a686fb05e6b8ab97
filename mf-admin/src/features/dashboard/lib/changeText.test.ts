import { changeColor, changeText } from './changeText';

describe('changeText', () => {
  it('signs the percent in Turkish format', () => {
    expect(changeText(12.5, 9)).toBe('+%12,5');
    expect(changeText(-3, 1)).toBe('-%3');
    expect(changeText(0, 4)).toBe('%0');
    expect(changeText(850, 95)).toBe('+%850');
    expect(changeText(7100, 72)).toBe('72 kat');
  });

  it("says 'Yeni' when only the last window had any", () => {
    expect(changeText(null, 4)).toBe('Yeni');
    expect(changeText(null, 0)).toBe('—');
  });

  it('colours growth green and a fall red', () => {
    expect(changeColor(5)).toBe('success.main');
    expect(changeColor(-5)).toBe('error.main');
    expect(changeColor(null)).toBe('text.secondary');
  });
});
