import { secondFactorMessages } from '../../staff/secondFactor';

/** Turkish texts of the admin sign-in (docs/admin.md, 'Sign-in'). The two texts of the product spec are quoted verbatim. */
export const adminAuthMessages = {
  /** Spec 8: wrong username or password. */
  invalidCredentials: 'Kullanıcı adı veya şifre hatalı',
  /** Spec 8: anything else that goes wrong while signing in. */
  loginFailed: 'Giriş işlemi sırasında bir hata oluştu',
  usernameRequired: 'Lütfen kullanıcı adınızı girin.',
  passwordRequired: 'Lütfen şifrenizi girin.',
  usernameTooLong: 'Kullanıcı adı en fazla 50 karakter olabilir.',
  passwordTooLong: 'Şifre en fazla 200 karakter olabilir.',
  tooManyAttempts: 'Çok fazla hatalı giriş denemesi yapıldı. Lütfen bir süre sonra tekrar deneyin.',
  sessionExpired: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  loggedOut: 'Oturumunuz kapatıldı.',
  // The second factor (TOTP, RFC 6238) and its recovery codes.
  secondFactorCodeRequired: secondFactorMessages.codeRequired,
  secondFactorInvalid: secondFactorMessages.invalid,
  challengeExpired: 'Giriş adımının süresi doldu. Lütfen kullanıcı adı ve şifrenizle yeniden giriş yapın.',
  enrolRequired: 'Yönetim alanı için iki adımlı doğrulama zorunludur. Lütfen doğrulama uygulamanızı şimdi kurun.',
  alreadyEnrolled: secondFactorMessages.alreadyEnrolled,
  enrolNotStarted: secondFactorMessages.enrolNotStarted,
  enrolled: secondFactorMessages.enrolled,
} as const;
