// Pure validation rules shared by the pages and the API server (no React, no browser APIs).
export {};

// Named re-exports on purpose: the API runs these .ts files through tsx, where this package is
// CommonJS and Node's ESM loader cannot see the names behind `export *` (the API would get only
// `default`). List every name a server-side import needs; `export *` is enough for the browser.
export { KVKK_NOTICE_VERSION, kvkkNoticeDateTR } from './kvkk';
export { CONTACT_REQUIRED_MESSAGE, CONTACT_EMAIL_MESSAGE, isValidEmail, contactRequestError } from './contactRequest';
export { ALLOWED_PHONE_PREFIXES, PHONE_LENGTH, PHONE_INVALID_MESSAGE, normalizePhoneInput, isValidPhone } from './phone';
export { TC_KIMLIK_LENGTH, TC_KIMLIK_INVALID_MESSAGE, normalizeTcKimlikInput, isValidTcKimlik } from './tcKimlik';
export {
  BIRTH_DATE_LENGTH,
  BIRTH_DATE_INVALID_MESSAGE,
  MIN_AGE,
  MAX_AGE,
  formatBirthDateInput,
  isLeapYear,
  daysInMonth,
  parseBirthDate,
  parseIsoDate,
  ageOn,
  isValidBirthDate,
  isValidIsoBirthDate,
  toIsoDate,
  type BirthDateParts,
} from './birthDate';
export { SMS_CODE_LENGTH, normalizeSmsCodeInput, isValidSmsCode } from './smsCode';
export { foldTurkish, containsProfanity, profanityMessage, type NameField } from './profanity';
export { PROFANITY_WORDS } from './profanityWords';
export {
  NAME_MIN_LENGTH,
  NAME_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  normalizeName,
  isValidName,
  splitFullName,
  isValidFullName,
  nameRequiredMessage,
  nameInvalidMessage,
} from './names';
export {
  valueSet,
  isOptionValue,
  YAS_OPTIONS,
  SGK_OPTIONS,
  KANUNI_TAKIP_OPTIONS,
  SON_KREDI_OPTIONS,
  MEVCUT_LIMIT_OPTIONS,
  AYLIK_ODEME_OPTIONS,
  BASVURU_ADEDI_OPTIONS,
  FINDEKS_OPTIONS,
  FINDEKS_UNKNOWN,
  FINDEKS_UNKNOWN_SCORE,
  CINSIYET_OPTIONS,
  PROVINCES,
  PROVINCE_OPTIONS,
  YAS_VALUES,
  SGK_VALUES,
  KANUNI_TAKIP_VALUES,
  SON_KREDI_VALUES,
  MEVCUT_LIMIT_VALUES,
  AYLIK_ODEME_VALUES,
  BASVURU_ADEDI_VALUES,
  FINDEKS_VALUES,
  CINSIYET_VALUES,
  PROVINCE_VALUES,
  type FormOption,
} from './creditFormOptions';
export { LEAD_SOURCES, sourceFromReferer, isLeadSource, type LeadSource } from './leadSource';
