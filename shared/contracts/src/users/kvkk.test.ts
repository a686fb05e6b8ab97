import { KVKK_NOTICE_FIRST_PUBLISHED, KVKK_NOTICE_VERSION, kvkkNoticeDateTR } from './kvkk';

describe('KVKK notice version', () => {
  it('is the notice of 24.11.2026 (anonymous statistics added)', () => {
    expect(KVKK_NOTICE_VERSION).toBe('2026-11-24');
    expect(kvkkNoticeDateTR()).toBe('24.11.2026');
    expect(kvkkNoticeDateTR('2026-01-31')).toBe('31.01.2026');
    expect(kvkkNoticeDateTR(KVKK_NOTICE_FIRST_PUBLISHED)).toBe('04.04.2025');
  });
});
