import { act, render, screen } from '@testing-library/react';
import { useChatBubble } from './useChatBubble';

function Probe() {
  return <span>{useChatBubble() ? 'görünür' : 'gizli'}</span>;
}

test('the bubble appears at 3 s, stays 5 s and returns every 30 s for 5 s', () => {
  jest.useFakeTimers();
  render(<Probe />);
  const at = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  expect(screen.getByText('gizli')).toBeInTheDocument();
  at(2999);
  expect(screen.getByText('gizli')).toBeInTheDocument();
  at(1);
  expect(screen.getByText('görünür')).toBeInTheDocument();
  at(5000);
  expect(screen.getByText('gizli')).toBeInTheDocument();
  at(25000); // t = 33 s
  expect(screen.getByText('görünür')).toBeInTheDocument();
  at(5000);
  expect(screen.getByText('gizli')).toBeInTheDocument();
  jest.useRealTimers();
});
