/** Turkish texts of the admin sign-in (spec 2.12, 8). The two spec texts are quoted verbatim. */
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
} as const;
