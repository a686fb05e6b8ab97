/** Turkish texts of the staff CRM. Spec 5 and 8 texts are quoted verbatim. */
export const crmMessages = {
  // Sign-in page (the product spec's texts).
  phoneInvalid: 'Geçerli bir telefon numarası girin (05XXXXXXXXX)',
  codeInvalid: '6 haneli doğrulama kodunu girin',
  codeSent: 'Doğrulama kodu gönderildi!',
  signedIn: 'Giriş başarılı! Yönlendiriliyorsunuz...',
  sendFailed: 'Kod gönderilemedi',
  verifyFailed: 'Doğrulama başarısız',
  networkError: 'Bağlantı hatası. Lütfen tekrar deneyin.',
  // Sign-in answers of the API.
  codeSentServer: 'Numara kayıtlıysa doğrulama kodu gönderildi. Kod 10 dakika geçerlidir.',
  codeWrongOrExpired: 'Doğrulama kodu hatalı ya da süresi dolmuş. Lütfen kodu kontrol edin ya da yeni bir kod isteyin.',
  /** The phone's codes of the last 10 minutes are all still valid: the owner can use the newest. */
  tooManyCodesPhone:
    'Bu numaraya az önce kod gönderildi. Telefonunuza gelen son kodu girebilirsiniz; yeni kod için lütfen birkaç dakika sonra tekrar deneyin.',
  tooManyCodesIp: 'Bu bağlantıdan çok fazla kod istendi. Lütfen bir saat sonra tekrar deneyin.',
  tooManyWrongCodes: 'Bu bağlantıdan çok fazla hatalı kod girildi. Lütfen 15 dakika sonra tekrar deneyin.',
  /** Guesses from other clients are refused, never the device that asked for the code: it can always ask for one. */
  tooManyForeignWrongCodes:
    'Bu numara için başka cihazlardan çok fazla hatalı kod girildi. Lütfen bu cihazdan yeni bir kod isteyin ve o kodu girin.',
  unauthorized: 'Oturumunuz sona erdi ya da geçersiz. Lütfen yeniden giriş yapın.',
  signedOut: 'Oturumunuz kapatıldı.',
  sessionExpired: 'Oturumunuz sona erdi. Lütfen yeniden giriş yapın; açık olan sayfaya ve yazdığınız nota geri döneceksiniz.',
  demoHint: 'Demo modu: personel girişi için aşağıdaki numarayı kullanın. Kod SMS yerine geliştirme SMS kutusuna düşer.',
  // Dashboard and customer file.
  customerNotFound: 'Müşteri bulunamadı',
  emptyListHint:
    'Arama kriterlerinizi değiştirmeyi deneyin. Sorun devam ederse tarayıcı konsolunu kontrol edin ya da destek ekibiyle iletişime geçin.',
  notAssigned: 'Atanmamış',
  noCrmNote: 'Henüz not eklenmemiş',
  invalidId: 'Geçersiz kayıt numarası.',
  invalidCursor: 'Sayfa bilgisi geçersiz. Lütfen listeyi yeniden yükleyin.',
  invalidStage: 'Geçersiz müşteri durumu.',
  invalidReminderFilter: 'Geçersiz hatırlatma filtresi.',
  invalidSort: 'Geçersiz sıralama.',
  invalidDateTime: 'Sonraki iletişim tarihi geçersiz.',
  emptyFollowUp: 'Lütfen bir not yazın, yeni bir durum ya da sonraki iletişim tarihi seçin.',
  noteTooLong: 'Not en fazla 2000 karakter olabilir. Lütfen kısaltın.',
  followUpCreated: 'Not eklendi.',
  // Callback and contact panels (the fixed notes the page sends).
  callbackNote: 'Personel tarafından arandı ve iletişime geçildi.',
  contactRepliedNote: 'Personel tarafından yanıtlandı.',
  contactUpdatedNote: 'Durum güncellendi.',
  requestNotFound: 'Talep bulunamadı.',
  requestUpdated: 'Talep güncellendi.',
  callbackAlreadyContacted: 'Bu talep daha önce arandı olarak işaretlenmiş.',
  contactReplyFinal: 'Yanıtlanmış bir talep yeniden açılamaz.',
  // Call outcomes and customers made from requests.
  outcomeInvalid: 'Lütfen arama sonucunu seçin.',
  outcomeRecorded: 'Arama sonucu kaydedildi.',
  requestHasCustomer: 'Bu telefonla kayıtlı bir müşteri zaten var.',
  requestPhoneInvalid: 'Talepteki telefon numarası geçerli değil; müşteri oluşturulamaz.',
  customerCreated: 'Müşteri oluşturuldu.',
  cityTooLong: 'Şehir en fazla 40 karakter olabilir.',
  liveTicketInvalid: 'Canlı bağlantı bileti geçersiz ya da süresi dolmuş.',
  liveTooManyTickets: 'Canlı güncellemeler için çok sık bağlantı istendi. Lütfen bir dakika sonra tekrar deneyin.',
  // KVKK article 11.
  kvkkEraseConfirmRequired: 'Silme işlemi için onay gerekiyor.',
  kvkkErased: 'Kişisel veriler anonimleştirildi.',
  kvkkAlreadyErased: 'Bu müşterinin kişisel verileri zaten anonimleştirilmiş.',
} as const;
