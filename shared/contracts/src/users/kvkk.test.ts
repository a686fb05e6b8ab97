import { KVKK_NOTICE_VERSION, kvkkNoticeDateTR } from './kvkk';

describe('KVKK notice version', () => {
  it('is the notice of 04.04.2025', () => {
    expect(KVKK_NOTICE_VERSION).toBe('2025-04-04');
    expect(kvkkNoticeDateTR()).toBe('04.04.2025');
    expect(kvkkNoticeDateTR('2026-01-31')).toBe('31.01.2026');
  });
});
