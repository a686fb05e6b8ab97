import { act, fireEvent, render, screen } from '@testing-library/react';
import { InfoTooltip } from './InfoTooltip';

const BUTTON = 'Bu bilgiyi neden istiyoruz? (Yaş)';

describe('InfoTooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  // The tooltip's code loads at the first open (InfoTooltipPopup.tsx): it appears a moment after the click.
  const open = () => {
    render(
      <div>
        <p>Dışarısı</p>
        <InfoTooltip field="Yaş" text="17 yaş ve altı ile 67 yaş ve üstü başvurular değerlendirilmemektedir." />
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: BUTTON }));
    return screen.findByRole('tooltip');
  };

  it("opens on click with 'Bu bilgiyi neden istiyoruz?' and the field's reason", async () => {
    const tooltip = await open();
    expect(tooltip).toHaveTextContent('Bu bilgiyi neden istiyoruz?');
    expect(tooltip).toHaveTextContent('17 yaş ve altı ile 67 yaş ve üstü başvurular değerlendirilmemektedir.');
    expect(screen.getByRole('button', { name: BUTTON })).toHaveAttribute('aria-expanded', 'true');
  });

  it('ignores outside clicks during the first 100 ms, then closes on one', async () => {
    await open();
    act(() => jest.advanceTimersByTime(99));
    fireEvent.click(screen.getByText('Dışarısı'));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    fireEvent.click(screen.getByText('Dışarısı'));
    act(() => jest.runOnlyPendingTimers());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: BUTTON })).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open on a click inside it, and closes on Escape or a second click on the icon', async () => {
    const tooltip = await open();
    act(() => jest.advanceTimersByTime(100));
    fireEvent.click(tooltip.querySelector('p') as HTMLElement);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();

    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => jest.runOnlyPendingTimers());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: BUTTON }));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: BUTTON }));
    act(() => jest.runOnlyPendingTimers());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
