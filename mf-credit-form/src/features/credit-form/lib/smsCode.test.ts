import { emptySmsDigits, fillSmsDigits } from './smsCode';

describe('fillSmsDigits', () => {
  it('writes one digit and moves to the next box', () => {
    expect(fillSmsDigits(emptySmsDigits(), 1, '7')).toEqual({ digits: ['', '7', '', ''], focus: 2 });
  });

  it('stays on the last box after the last digit', () => {
    expect(fillSmsDigits(['1', '2', '3', ''], 3, '4')).toEqual({ digits: ['1', '2', '3', '4'], focus: 3 });
  });

  it('spreads a whole pasted code over every box from the first, whichever box it was pasted in', () => {
    expect(fillSmsDigits(['9', '', '', ''], 2, ' 12-34 ')).toEqual({ digits: ['1', '2', '3', '4'], focus: 3 });
    expect(fillSmsDigits(emptySmsDigits(), 0, '567890')).toEqual({ digits: ['5', '6', '7', '8'], focus: 3 });
  });

  it('fills a partial paste from the box it was pasted in', () => {
    expect(fillSmsDigits(emptySmsDigits(), 1, '89')).toEqual({ digits: ['', '8', '9', ''], focus: 3 });
  });

  it('ignores input without digits', () => {
    const digits = ['1', '', '', ''];
    expect(fillSmsDigits(digits, 1, 'ab')).toEqual({ digits, focus: 1 });
  });
});
