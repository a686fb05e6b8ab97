import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '@kredi/contracts/testing';
import { CRM_STAGES, type BoardCard, type BoardResponse, type CrmStage, type SavedView } from '@kredi/contracts/crm';
import { LIST_ITEM, PAGE_ROUTES, SIGNED_IN } from '../../../../test/fixtures';
import { atScreenWidth } from '../../../../test/screenWidth';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@kredi/kernel/testing';
import BoardPage from './BoardPage';

// Dense flows through MUI selects, menus and a dialog: slow on a loaded CI machine, like the other form pages' tests.
jest.setTimeout(45_000);

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

const renderBoard = (route: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/crm/pano" element={<BoardPage />} />
      </Routes>
      <Where />
    </>,
    { route, preloadedState: SIGNED_IN },
  );

const card = (id: number, name: string, stage: CrmStage, bayrak: BoardCard['bayrak'], sonraki: string | null = null): BoardCard => ({
  ...LIST_ITEM,
  id,
  full_name: name,
  crm_stage: stage,
  durum_display: stage,
  sonraki_iletisim: sonraki,
  bayrak,
});

const GECIKEN = card(11, 'Geciken Kaya', 'aranacak', 'gecikmis', '2026-11-24T07:00:00.000Z');
const BUGUN = card(12, 'Bugün Demir', 'aranacak', 'bugun', '2026-11-25T15:00:00.000Z');
const SUBE = card(21, 'Şube Yıldız', 'subeye_gelecek', 'yok');

function boardOf(
  cards: BoardCard[],
  extra: Partial<Record<CrmStage, { next: string; total: number; exact?: boolean }>> = {},
): BoardResponse {
  return {
    sutunlar: CRM_STAGES.map((stage) => {
      const results = cards.filter((c) => c.crm_stage === stage);
      return {
        durum: stage,
        results,
        next_cursor: extra[stage]?.next ?? null,
        toplam: extra[stage]?.total ?? results.length,
        toplam_kesin: extra[stage]?.exact ?? true,
      };
    }),
  };
}

/** The board moves a card by writing a follow-up: after a save, the board answers with the card in its new column. */
const view = (id: number, ad: string, sorgu: string): SavedView => ({
  id,
  ad,
  sorgu,
  paylasilan: false,
  benim: true,
  olusturan: 'Ayşe Demir',
  created_at: '2026-03-02T09:00:00.000Z',
});
/** The list's saved views: the board offers the same ones. */
const VIEWS = [
  view(1, 'Bugün aranacaklar', 'hatirlatma=bugun&atanan=bana&sira=sonraki_iletisim'),
  view(2, 'Şubeye gelecekler', 'durum=subeye_gelecek'),
];

function mockBoard(
  initial: BoardResponse = boardOf([GECIKEN, BUGUN, SUBE], { subeye_gelecek: { next: '21', total: 1000, exact: false } }),
) {
  let current = initial;
  return mockApi({
    ...PAGE_ROUTES,
    'GET /api/crm/gorunumler/': json({ results: VIEWS }),
    'GET /api/crm/pano/': (call) =>
      call.search.get('cursor')
        ? json({
            sutunlar: [{ durum: 'subeye_gelecek', results: [card(20, 'İkinci Sayfa', 'subeye_gelecek', 'planli')], next_cursor: null }],
          })
        : json(current),
    'POST /api/crm/musteriler/:id/takipler/create/': (call) => {
      const body = call.body as { yeni_durum: CrmStage };
      const id = Number(call.path.split('/')[4]);
      const all = current.sutunlar.flatMap((c) => c.results);
      current = boardOf(all.map((c) => (c.id === id ? { ...c, crm_stage: body.yeni_durum } : c)));
      return json({ success: true, message: 'Takip notu kaydedildi.', takip: {} }, 201);
    },
  }).calls;
}

/** The address the board shows, then its last call for the first pages with these filters. */
async function expectBoardAt(calls: ReturnType<typeof mockBoard>, address: string, query: string) {
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(address));
  await waitFor(() =>
    expect(
      calls
        .filter((c) => c.path === '/api/crm/pano/')
        .at(-1)
        ?.search.toString(),
    ).toBe(query),
  );
}

const column = (stage: string) => screen.getAllByTestId('board-column').find((c) => c.dataset.stage === stage)!;
const cardNames = (stage: string) =>
  within(column(stage))
    .queryAllByTestId('board-card')
    .map((c) => within(c).getAllByRole('link')[0]!.textContent);

describe('from 600 px', () => {
  test('one column per stage with its count, each card flagged, and a column’s next page on demand', async () => {
    const calls = mockBoard();
    renderBoard('/crm/pano');
    expect(await screen.findByRole('heading', { name: /Aranacak 2 müşteri/ })).toBeInTheDocument();
    expect(screen.getAllByTestId('board-column').map((c) => c.dataset.stage)).toEqual([...CRM_STAGES]);
    expect(cardNames('aranacak')).toEqual(['Geciken Kaya', 'Bugün Demir']);
    const flags = within(column('aranacak'))
      .getAllByTestId('next-step-flag')
      .map((f) => f.textContent);
    expect(flags).toEqual(['Gecikmiş', 'Bugün']);
    expect(within(column('subeye_gelecek')).getByTestId('board-column-count')).toHaveTextContent('1.000+ müşteri');
    expect(within(column('dusuk_skor')).getByText('Bu aşamada müşteri yok.')).toBeInTheDocument();
    // Every card is reachable by its drag handle, with the name in its label (the keyboard's way in).
    expect(screen.getByRole('button', { name: 'Geciken Kaya kartını taşı' })).toHaveAttribute('aria-roledescription', 'draggable');

    fireEvent.click(within(column('subeye_gelecek')).getByRole('button', { name: 'Daha fazla göster' }));
    await waitFor(() => expect(cardNames('subeye_gelecek')).toEqual(['Şube Yıldız', 'İkinci Sayfa']));
    const next = calls.find((c) => c.search.get('cursor'));
    expect(next?.search.toString()).toBe('durum=subeye_gelecek&cursor=21');
    expect(within(column('subeye_gelecek')).queryByRole('button', { name: 'Daha fazla göster' })).not.toBeInTheDocument();
  });

  test('the owner filter goes to the address and the board’s query', async () => {
    const calls = mockBoard();
    renderBoard('/crm/pano?atanan=bana');
    await screen.findAllByTestId('board-card');
    expect(calls.find((c) => c.path === '/api/crm/pano/')?.search.toString()).toBe('atanan=bana');
    expect(screen.getByRole('link', { name: 'Pano' })).toHaveAttribute('aria-current', 'page');
  });

  test('a saved view applies its filters to every column through the address, and the search field searches the board', async () => {
    const calls = mockBoard();
    renderBoard('/crm/pano');
    const views = within(await screen.findByRole('region', { name: 'Görünümler' }));
    fireEvent.click(await views.findByRole('button', { name: 'Bugün aranacaklar' }));
    // The view's own address, in the list's names (Back, a reload and a shared link keep it), and one call for every
    // column with the view's filters and sort.
    await expectBoardAt(
      calls,
      '/crm/pano?hatirlatma=bugun&atanan=bana&sira=sonraki_iletisim',
      'hatirlatma=bugun&atanan=bana&sira=sonraki_iletisim',
    );
    expect(views.getByRole('button', { name: 'Bugün aranacaklar' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Hatırlatma' })).toHaveTextContent('Bugün');
    expect(screen.getByRole('combobox', { name: 'Sorumlu' })).toHaveTextContent('Bana atananlar');
    expect(screen.getByRole('combobox', { name: 'Sıralama' })).toHaveTextContent('Sonraki iletişim (en yakın)');
    expect(screen.queryByRole('button', { name: 'CSV İndir' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Müşteri ara' }), { target: { value: ' Kaya ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ara' }));
    await expectBoardAt(
      calls,
      '/crm/pano?ara=Kaya&hatirlatma=bugun&atanan=bana&sira=sonraki_iletisim',
      'search=Kaya&hatirlatma=bugun&atanan=bana&sira=sonraki_iletisim',
    );
    expect(views.getByRole('button', { name: 'Bugün aranacaklar' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('a view of one stage leaves that column, with its count from the board’s call', async () => {
    const calls = mockBoard();
    renderBoard('/crm/pano');
    fireEvent.click(await screen.findByRole('button', { name: 'Şubeye gelecekler' }));
    await expectBoardAt(calls, '/crm/pano?durum=subeye_gelecek', 'durum=subeye_gelecek');
    await waitFor(() => expect(screen.getAllByTestId('board-column').map((c) => c.dataset.stage)).toEqual(['subeye_gelecek']));
    expect(cardNames('subeye_gelecek')).toEqual(['Şube Yıldız']);
  });

  test('a board that cannot load says so in Turkish', async () => {
    mockApi({ ...PAGE_ROUTES, 'GET /api/crm/pano/': json({ message: 'Geçersiz atama filtresi.' }, 400) });
    renderBoard('/crm/pano');
    expect(await screen.findByTestId('board-error')).toHaveTextContent('Geçersiz atama filtresi.');
  });
});

describe('on a phone', () => {
  atScreenWidth(true);

  test('one column at a time with a stage switcher; no drag handles', async () => {
    mockBoard();
    renderBoard('/crm/pano');
    expect(await screen.findAllByTestId('board-column')).toHaveLength(1);
    expect(cardNames('aranacak')).toEqual(['Geciken Kaya', 'Bugün Demir']);
    expect(screen.queryByTestId('board-drag-handle')).not.toBeInTheDocument();
    fireEvent.mouseDown(within(screen.getByTestId('board-stage-switcher')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Şubeye Gelecek (1.000+ müşteri)' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/crm/pano?asama=subeye_gelecek'));
    expect(cardNames('subeye_gelecek')).toEqual(['Şube Yıldız']);
  });

  test("'Aşamaya taşı' opens the follow-up note with the stage chosen; saving moves the card, cancelling keeps it", async () => {
    const calls = mockBoard();
    renderBoard('/crm/pano');
    await screen.findAllByTestId('board-card');

    // Cancel: nothing is written and the card stays where it was.
    fireEvent.click(screen.getByRole('button', { name: 'Geciken Kaya: Aşamaya taşı' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Düşük Skor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Geciken Kaya: Aranacak → Düşük Skor' });
    expect(within(dialog).getByRole('combobox', { name: 'Yeni Durum' })).toHaveTextContent('Düşük Skor');
    fireEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardNames('aranacak')).toEqual(['Geciken Kaya', 'Bugün Demir']);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // Save: one follow-up with the note and the new stage; the card leaves the column.
    fireEvent.click(screen.getByRole('button', { name: 'Geciken Kaya: Aşamaya taşı' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Düşük Skor' }));
    const again = await screen.findByRole('dialog');
    fireEvent.change(within(again).getByLabelText('Not'), { target: { value: 'Skoru düşük, 3 ay sonra.' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      notlar: 'Skoru düşük, 3 ay sonra.',
      yeni_durum: 'dusuk_skor',
      sonraki_iletisim: null,
    });
    await waitFor(() => expect(cardNames('aranacak')).toEqual(['Bugün Demir']));
  });
});
