import { render, screen } from '@testing-library/react';
import { FirstResponseBadge } from './FirstResponseBadge';

const ist = (wall: string) => new Date(`${wall}:00+03:00`);

describe('FirstResponseBadge', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the working time waited and how late a waiting lead is', () => {
    jest.useFakeTimers({ now: ist('2026-12-02T09:42') });
    const clock = {
      tur: 'basvuru' as const,
      gelis: ist('2026-12-01T23:00').toISOString(),
      hedef: ist('2026-12-02T09:35').toISOString(),
      hedef_dk: 5,
      yanit: null,
      adim: 1,
    };
    render(<FirstResponseBadge clock={clock} />);
    const badge = screen.getByTestId('first-response');
    expect(badge).toHaveTextContent('Bekliyor: 12 dk · 7 dk gecikti');
    expect(badge).toHaveAttribute('data-state', 'gecikti');
  });

  it('shows nothing for a customer without a clock', () => {
    const { container } = render(<FirstResponseBadge clock={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
