import { percentChange } from './change';

describe('percentChange', () => {
  it('compares the last 30 days with the 30 before, to one decimal', () => {
    expect(percentChange(120, 100)).toBe(20);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(100, 100)).toBe(0);
    expect(percentChange(0, 8)).toBe(-100);
  });

  it('has nothing to say without a previous window', () => {
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });
});
