import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyRemoteErrorPanel } from './LazyRemoteErrorPanel';
import { REMOTE_ERROR_TEXTS } from './remoteErrorTexts';

// The panel's own chunk cannot load (the network is gone): its stand-in still names the failure and retries.
jest.mock('./RemoteErrorPanel', () => {
  throw new Error('ChunkLoadError');
});

test('without its chunk the failure panel still says what failed and retries', async () => {
  const onRetry = jest.fn(() => Promise.resolve());
  await act(async () => {
    render(
      <Suspense fallback={<p>Yükleniyor</p>}>
        <LazyRemoteErrorPanel onRetry={onRetry} />
      </Suspense>,
    );
  });
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent(REMOTE_ERROR_TEXTS.title);
  expect(panel).toHaveTextContent(REMOTE_ERROR_TEXTS.body);
  await userEvent.click(screen.getByRole('button', { name: REMOTE_ERROR_TEXTS.retry }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
