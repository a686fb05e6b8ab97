import { FORMULA_FUNCTION_NAMES, FORMULA_LIMITS, FORMULA_VARIABLES } from './grammar';

/** Longest name quoted back in a message (the text is the admin's own, but it need not fill the screen). */
const quote = (name: string) => `"${name.length > 30 ? `${name.slice(0, 30)}…` : name}"`;

const variableList = FORMULA_VARIABLES.map((v) => `${v.name} (${v.label})`).join(', ');
const functionList = FORMULA_FUNCTION_NAMES.join(', ');

/** Turkish texts of the formula check (shown under the field and answered by the API on save). */
export const formulaMessages = {
  empty: 'Lütfen bir formül girin.',
  tooLong: `Formül en fazla ${FORMULA_LIMITS.maxLength} karakter olabilir.`,
  syntax: (position: number) => `Formül okunamadı (${position}. karakter civarı). Lütfen yazımı kontrol edin.`,
  notSingleExpression: 'Formül tek bir ifade olmalıdır. Ondalık sayılarda virgül yerine nokta kullanın (ör. 0.95).',
  unknownVariable: (name: string) => `Bilinmeyen ad: ${quote(name)}. Kullanılabilecek değişkenler: ${variableList}.`,
  unknownFunction: (name: string) => `Bilinmeyen fonksiyon: ${quote(name)}. Kullanılabilecek fonksiyonlar: ${functionList}.`,
  propertyAccess: 'Formülde nokta ya da köşeli parantezle özellik erişimi kullanılamaz.',
  operator: (operator: string) => `${quote(operator)} işlemi desteklenmiyor. Yalnızca + - * / ^ kullanılabilir.`,
  notNumber: 'Formülde metin ya da mantıksal değer kullanılamaz; yalnızca sayılar yazılabilir.',
  hugeNumber: 'Formüldeki bir sayı çok büyük.',
  unsupported: `Formülde desteklenmeyen bir ifade var. Yalnızca sayılar, ${FORMULA_VARIABLES.map((v) => v.name).join(', ')}, + - * / ^, parantezler ve ${functionList} kullanılabilir.`,
  tooDeep: `Formül çok fazla iç içe ifade içeriyor (en fazla ${FORMULA_LIMITS.maxDepth} düzey).`,
  arity: (name: string, min: number, max: number) =>
    min === max ? `${name} fonksiyonu ${min} değer alır.` : `${name} fonksiyonu ${min} ile ${max} arasında değer alır.`,
  negativeBase: 'Negatif bir sayının üssünü alırken tabanı parantez içine alın, ör. (-2)^2.',
  notPositive: 'Formül örnek değerlerde sıfırdan büyük bir taksit vermiyor.',
  totalBelowAmount: 'Formülle toplam geri ödeme (taksit × vade) örnek değerlerde kredi tutarının altında kalıyor.',
  notFinite: 'Formül örnek değerlerde sonlu bir sayı vermiyor (sıfıra bölme ya da çok büyük bir üs olabilir).',
} as const;
