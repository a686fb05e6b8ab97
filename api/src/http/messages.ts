import { INVALID_INPUT_MESSAGE, gatewayMessages } from '@kredi/contracts/common';

/** Turkish texts the API answers with. Spec section 8 texts are quoted verbatim. */
export const messages = {
  invalidInput: INVALID_INPUT_MESSAGE,
  malformedJson: 'Gönderilen veri okunamadı. Lütfen bilgileri geçerli bir JSON olarak gönderin.',
  emptyBody: 'İstek gövdesi boş olamaz.',
  unsupportedMediaType: 'Desteklenmeyen içerik türü. Lütfen isteği JSON (application/json) olarak gönderin.',
  payloadTooLarge: gatewayMessages.tooLarge,
  compressedBody: 'Sıkıştırılmış istek gövdesi desteklenmiyor. Lütfen isteği sıkıştırmadan gönderin.',
  badUrl: 'İstek adresi geçersiz.',
  /** A text field holds a control character (NUL, ESC, …) or a broken Unicode character. */
  controlCharacters: 'Gönderilen bilgiler izin verilmeyen karakterler içeriyor. Lütfen yalnızca yazılabilir karakterler kullanın.',
  notFound: 'Aradığınız kaynak bulunamadı.',
  unauthorized: 'Bu işlem için oturum açmanız gerekiyor.',
  forbidden: 'Bu işlem için yetkiniz yok.',
  methodNotAllowed: 'Bu işlem bu adreste desteklenmiyor.',
  tooManyRequests: 'Çok fazla istek gönderdiniz. Lütfen daha sonra tekrar deneyin.',
  /** The per-IP hourly limit of the public callback and contact forms. */
  tooManyFormRequests: 'Çok fazla talep gönderdiniz. Lütfen bir süre sonra tekrar deneyin.',
  requestTimeout: 'İstek zaman aşımına uğradı. Lütfen tekrar deneyin.',
  internal: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  serviceUnavailable: gatewayMessages.unavailable,
} as const;
