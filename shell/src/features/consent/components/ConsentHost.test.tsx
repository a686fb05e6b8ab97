import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import {
  CONSENT_STORAGE_KEY,
  allConsentGrants,
  openConsentPreferences,
  readConsentChoice,
  saveConsentChoice,
} from '@kredi/contracts/consent';
import { markPageInteractive, PAGE_INTERACTIVE_ATTRIBUTE } from '../../../lib/pageInteractive';
import { ConsentHost } from './ConsentHost';

const banner = () => screen.findByRole('dialog', { name: 'Çerez ve Depolama Tercihleri' });

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(PAGE_INTERACTIVE_ATTRIBUTE);
});

describe('the consent banner', () => {
  it('appears only once the page is interactive, with three equal answers, and takes no focus from the page', async () => {
    renderWithProviders(<ConsentHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => markPageInteractive(document));
    const dialog = await banner();
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Reddet', 'Tercihler', 'Kabul Et']);
    // The same component, variant, size and colour for each: none is easier to choose than the others.
    expect(new Set(buttons.map((b) => b.className)).size).toBe(1);
    expect(dialog).not.toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('link', { name: 'Çerez Politikası' })).toHaveAttribute('href', '/cerez-politikasi');
  });

  it("'Kabul Et' grants every category and 'Reddet' refuses them, each with the policy version and the date", async () => {
    markPageInteractive(document);
    const { unmount } = renderWithProviders(<ConsentHost />);
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Kabul Et' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readConsentChoice()).toMatchObject({ surum: '2.0', izinler: allConsentGrants(true) });
    unmount();
    localStorage.clear();
    renderWithProviders(<ConsentHost />);
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Reddet' }));
    expect(readConsentChoice()?.izinler).toEqual(allConsentGrants(false));
    expect(Date.parse(readConsentChoice()!.tarih)).not.toBeNaN();
  });

  it("'Tercihler' lists each category unticked, 'Zorunlu' on and fixed, and saves what was ticked", async () => {
    markPageInteractive(document);
    renderWithProviders(<ConsentHost />);
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Tercihler' }));
    const dialog = await banner();
    // The categories' texts are their own chunk, loaded when the preferences open.
    const required = await within(dialog).findByRole('checkbox', { name: /^Zorunlu/ });
    expect(required).toBeChecked();
    expect(required).toBeDisabled();
    const optional = ['İşlevsel', 'Performans ve istatistik', 'Harita ve üçüncü taraf içerik'].map((name) =>
      within(dialog).getByRole('checkbox', { name }),
    );
    for (const box of optional) expect(box).not.toBeChecked();
    expect(optional[1]).toHaveAccessibleDescription(/açılma hızının/);
    await userEvent.click(optional[1]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seçimleri Kaydet' }));
    expect(readConsentChoice()?.izinler).toEqual({ islevsel: false, istatistik: true, harita: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays away once decided; the footer reopens the preferences with the choice, and focus goes back afterwards', async () => {
    saveConsentChoice({ ...allConsentGrants(false), harita: true });
    markPageInteractive(document);
    renderWithProviders(
      <>
        <button type="button" onClick={() => openConsentPreferences()}>
          Çerez Tercihleri
        </button>
        <ConsentHost />
      </>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Çerez Tercihleri' });
    await userEvent.click(opener);
    const dialog = await banner();
    expect(within(dialog).getByRole('heading', { name: 'Çerez ve Depolama Tercihleri' })).toHaveFocus();
    expect(await within(dialog).findByRole('checkbox', { name: 'Harita ve üçüncü taraf içerik' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Harita ve üçüncü taraf içerik' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seçimleri Kaydet' }));
    expect(readConsentChoice()?.izinler.harita).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('closes when the choice is made in another tab', async () => {
    markPageInteractive(document);
    renderWithProviders(<ConsentHost />);
    await banner();
    act(() => {
      localStorage.setItem(
        CONSENT_STORAGE_KEY,
        JSON.stringify({ surum: '2.0', tarih: new Date().toISOString(), izinler: allConsentGrants(true) }),
      );
      window.dispatchEvent(Object.assign(new Event('storage'), { key: CONSENT_STORAGE_KEY }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
