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
  secondFactorCodeRequired: 'Lütfen doğrulama uygulamanızdaki 6 haneli kodu ya da bir kurtarma kodunu girin.',
  secondFactorInvalid: 'Doğrulama kodu hatalı ya da süresi dolmuş. Lütfen uygulamadaki güncel kodu girin.',
  challengeExpired: 'Giriş adımının süresi doldu. Lütfen kullanıcı adı ve şifrenizle yeniden giriş yapın.',
  enrolRequired: 'Yönetim alanı için iki adımlı doğrulama zorunludur. Lütfen doğrulama uygulamanızı şimdi kurun.',
  alreadyEnrolled: 'İki adımlı doğrulama bu hesap için zaten kurulu.',
  enrolNotStarted: 'Lütfen önce kurulumu başlatın ve QR kodunu uygulamanızla okutun.',
  enrolled: 'İki adımlı doğrulama kuruldu. Kurtarma kodlarınızı güvenli bir yere kaydedin; her biri bir kez kullanılabilir.',
} as const;
