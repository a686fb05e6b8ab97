import { listLink, pageNumber, readListState, writeListState } from './listState';

test('search, filter and page survive a round trip through the URL', () => {
  const state = {
    search: 'ışık kaya',
    durum: 'aranacak',
    hatirlatma: 'bugun',
    atanan: 'bana',
    sira: 'sonraki_iletisim',
    cursors: ['1750000000000.120', '100'],
  };
  const url = writeListState(state);
  expect(readListState(url)).toEqual(state);
  expect(pageNumber(readListState(url))).toBe(3);
});

test('the plain first page has no query, and junk cursors are dropped', () => {
  expect(writeListState({ search: '', durum: '', hatirlatma: '', atanan: '', sira: '', cursors: [] })).toBe('');
  expect(listLink({ hatirlatma: 'gecikmis' })).toBe('/crm/dashboard?hatirlatma=gecikmis');
  expect(readListState('?imlec=12,abc,-3,0,7').cursors).toEqual(['12', '7']);
});
