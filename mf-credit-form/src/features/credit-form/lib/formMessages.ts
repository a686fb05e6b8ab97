import { PHONE_INVALID_MESSAGE } from '@kredi/contracts/common';

/** User-facing Turkish texts of the credit form whose wording the spec fixes (sections 2.9, 5, 8, 9.2). */
export const MESSAGES = {
  kvkkRequired: 'Lütfen KVKK metnini onaylayınız.',
  smsLimit: 'Son 24 saatte maksimum SMS limitine ulaştınız. Lütfen daha sonra tekrar deneyin.',
  unknownError: 'Bilinmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  submitError: 'Bilinmeyen bir hata oluştu. Lütfen sayfayı yenileyip tekrar deneyin.',
  callMeError: 'Bir hata oluştu. Lütfen tekrar deneyiniz.',
  verifyFirst: 'Lütfen önce telefon numaranızı doğrulayınız.',
  invalidPhone: PHONE_INVALID_MESSAGE,
  successTitle: 'Başvurunuz başarıyla alınmıştır!',
  whyWeAsk: 'Bu bilgiyi neden istiyoruz?',
  ageNotice: '17 yaş ve altı ile 67 yaş ve üstü başvurular değerlendirilmemektedir.',
} as const;
