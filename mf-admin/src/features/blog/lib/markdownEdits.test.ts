import { insertBlock, prefixLines, wrapSelection } from './markdownEdits';

describe('markdown edits', () => {
  it('wraps the selection, or a placeholder when nothing is selected', () => {
    expect(wrapSelection('a kalın b', 2, 7, '**', '**', 'metin')).toEqual({ text: 'a **kalın** b', selectionStart: 4, selectionEnd: 9 });
    expect(wrapSelection('ab', 1, 1, '_', '_', 'metin').text).toBe('a_metin_b');
  });

  it('prefixes every touched line', () => {
    expect(prefixLines('giriş\nbir\niki', 7, 12, '- ').text).toBe('giriş\n- bir\n- iki');
    expect(prefixLines('başlık', 0, 0, '## ').text).toBe('## başlık');
  });

  it('inserts a block as its own paragraph', () => {
    expect(insertBlock('önce sonra', 4, '![x](/y.png)').text).toBe('önce\n\n![x](/y.png)\n\nsonra');
    expect(insertBlock('', 0, '![x](/y.png)').text).toBe('![x](/y.png)\n');
  });
});
