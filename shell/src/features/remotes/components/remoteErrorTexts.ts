/** The failure panel's texts: the panel and its stand-in (LazyRemoteErrorPanel.tsx) read the same words. */
export const REMOTE_ERROR_TEXTS = {
  title: 'Bu bölüm şu anda yüklenemedi',
  body: 'Sayfanın bu bölümüne şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
  retry: 'Yeniden Dene',
} as const;

export const REMOTE_ERROR_TEST_ID = 'remote-error';
