import * as Yup from 'yup';
import {
  BIRTH_DATE_INVALID_MESSAGE,
  CINSIYET_OPTIONS,
  TC_KIMLIK_INVALID_MESSAGE,
  containsProfanity,
  isValidBirthDate,
  isValidFullName,
  isValidName,
  isValidTcKimlik,
  nameInvalidMessage,
  nameRequiredMessage,
  profanityMessage,
  type NameField,
} from '@kredi/contracts/users';
import { PHONE_INVALID_MESSAGE, isValidPhone } from '@kredi/contracts/common';
import { isFindeksUnknown, type CreditFormValues } from './creditFormValues';
import { FINDEKS_SELECT, PERSONAL_SELECTS, type SelectFieldSpec } from './formFields';
import { MESSAGES } from './formMessages';

const CHOOSE_MESSAGE = 'Lütfen bir seçim yapınız.';

// Each rule comes from the shared rules (the API checks the same ones); Yup only wires them to the fields.
const nameSchema = (field: NameField, isValid: (value: unknown) => boolean) =>
  Yup.string()
    .required(nameRequiredMessage(field))
    .test('profanity', profanityMessage(field), (value) => !containsProfanity(value))
    .test('name', nameInvalidMessage(field), (value) => isValid(value));

const selectSchema = ({ options }: SelectFieldSpec) =>
  Yup.string()
    .required(CHOOSE_MESSAGE)
    .oneOf(
      options.map((option) => String(option.value)),
      CHOOSE_MESSAGE,
    );

/** Required only while the Findeks score is unknown; otherwise anything (the fields are hidden and emptied). */
const whenFindeksUnknown = (schema: Yup.StringSchema) =>
  Yup.string().when('findeks', { is: isFindeksUnknown, then: () => schema, otherwise: (s) => s });

export const STEP_SCHEMAS = {
  1: Yup.object({
    ad: nameSchema('ad', isValidName),
    soyad: nameSchema('soyad', isValidName),
    telefon: Yup.string()
      .required('Lütfen telefon numaranızı giriniz.')
      .test('phone', PHONE_INVALID_MESSAGE, (value) => isValidPhone(value)),
    kvkkOnay: Yup.boolean().oneOf([true], MESSAGES.kvkkRequired),
  }),
  2: Yup.object(Object.fromEntries(PERSONAL_SELECTS.map((spec) => [spec.name, selectSchema(spec)]))),
  3: Yup.object({
    findeks: selectSchema(FINDEKS_SELECT),
    dogum_tarihi: whenFindeksUnknown(
      Yup.string()
        .required('Lütfen doğum tarihinizi giriniz.')
        .test('birth-date', BIRTH_DATE_INVALID_MESSAGE, (value) => isValidBirthDate(value)),
    ),
    cinsiyet: whenFindeksUnknown(
      Yup.string()
        .required('Lütfen cinsiyetinizi seçiniz.')
        .oneOf(
          CINSIYET_OPTIONS.map((option) => option.value),
          'Lütfen cinsiyetinizi seçiniz.',
        ),
    ),
    tc_kimlik: whenFindeksUnknown(
      Yup.string()
        .required('Lütfen T.C. kimlik numaranızı giriniz.')
        .test('tc-kimlik', TC_KIMLIK_INVALID_MESSAGE, (value) => isValidTcKimlik(value)),
    ),
    adSoyad: whenFindeksUnknown(nameSchema('adSoyad', isValidFullName)),
  }),
} as const;

export type FormStep = keyof typeof STEP_SCHEMAS;

/** The fields each step asks for (touched together when a blocked button is pressed). */
export const STEP_FIELDS: Record<FormStep, ReadonlyArray<keyof CreditFormValues>> = {
  1: ['ad', 'soyad', 'telefon', 'kvkkOnay'],
  2: PERSONAL_SELECTS.map((spec) => spec.name),
  3: ['findeks', 'dogum_tarihi', 'cinsiyet', 'tc_kimlik', 'adSoyad'],
};

/** Whether a step's button may be pressed (it is disabled otherwise). */
export function isStepValid(step: FormStep, values: CreditFormValues): boolean {
  return STEP_SCHEMAS[step].isValidSync(values);
}
