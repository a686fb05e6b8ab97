import { PHONE_INVALID_MESSAGE } from '../common/phone';

/** Turkish texts of the users API. Spec section 8 texts are quoted verbatim. */
export const usersMessages = {
  codeSent: 'Doğrulama kodu telefonunuza gönderildi. Kod 10 dakika geçerlidir.',
  phoneDailyLimit: 'Son 24 saatte maksimum SMS limitine ulaştınız. Lütfen daha sonra tekrar deneyin.',
  ipHourlyLimit: 'Bu bağlantıdan çok fazla doğrulama kodu istendi. Lütfen daha sonra tekrar deneyin.',
  smsUnavailable: 'Doğrulama kodu şu anda gönderilemiyor. Lütfen birkaç dakika sonra tekrar deneyin.',
  smsFailed: 'Doğrulama kodu gönderilemedi. Lütfen daha sonra tekrar deneyin.',
  verified: 'Telefon numaranız doğrulandı.',
  /**
   * Every refused code gets this one text: wrong, expired, used up, replaced, or never sent to that number. Telling
   * them apart would tell a stranger which numbers are in the middle of an application.
   */
  codeRejected: 'Doğrulama kodu hatalı ya da geçersiz. Lütfen kodu kontrol edin ya da yeni bir kod isteyin.',
  notVerified: 'Lütfen önce telefon numaranızı doğrulayınız.',
  phoneInvalid: PHONE_INVALID_MESSAGE,
  codeRequired: 'Lütfen 4 haneli doğrulama kodunu giriniz.',
  codeFormat: 'Doğrulama kodu 4 haneli bir sayı olmalıdır.',
  customerNotFound: 'Bu telefon numarasıyla tamamlanmış bir başvuru bulunamadı.',
  callmeOn: 'Geri arama talebiniz alındı. En kısa sürede sizi arayacağız.',
  callmeOff: 'Geri arama talebiniz iptal edildi.',
  callmeType: 'Geri arama isteği true ya da false olmalıdır.',
  kvkkRequired: 'Lütfen KVKK metnini onaylayınız.',
  submitted: 'Başvurunuz başarıyla alınmıştır!',
  submittedFindeksPending:
    'Başvurunuz başarıyla alınmıştır! Findeks raporunuz onaylandıktan sonra tüm bankalardaki limitleriniz SMS ile gönderilecektir.',
  submittedNoLimit: 'Başvurunuz başarıyla alınmıştır! Şu anda sizin için bir kredi limiti oluşturulamadı; uzmanlarımız sizi arayacaktır.',
  ageRequired: 'Lütfen yaş aralığınızı seçiniz.',
  cityRequired: 'Lütfen yaşadığınız şehri seçiniz.',
  sgkRequired: 'Lütfen SGK durumunuzu seçiniz.',
  legalRequired: 'Lütfen kanuni takip durumunuzu seçiniz.',
  lastCreditRequired: 'Lütfen son kredi kullanım tarihinizi seçiniz.',
  currentLimitRequired: 'Lütfen mevcut kart ve KMH limitlerinizin toplamını seçiniz.',
  monthlyPaymentRequired: 'Lütfen aylık kredi ödemenizi seçiniz.',
  applicationsRequired: 'Lütfen son 3 aydaki kredi başvurusu sayınızı seçiniz.',
  findeksRequired: 'Lütfen Findeks kredi notunuzu seçiniz.',
  findeksFlagMismatch: 'Findeks bilgisi tutarsız. Lütfen Findeks kredi notunuzu yeniden seçiniz.',
  birthDateInvalid: 'Lütfen geçerli bir doğum tarihi giriniz (18-100 yaş).',
  tcInvalid: 'Lütfen geçerli bir T.C. kimlik numarası giriniz.',
  genderRequired: 'Lütfen cinsiyetinizi seçiniz.',
  findeksExtraFields: 'Findeks kredi notu seçildiğinde doğum tarihi, cinsiyet ve T.C. kimlik numarası gönderilmemelidir.',
  sourceInvalid: 'Kaynak bilgisi geçersiz.',
  indexInvalid: 'Form bilgisi geçersiz.',
} as const;
