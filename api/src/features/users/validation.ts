import {
  AYLIK_ODEME_VALUES,
  BASVURU_ADEDI_VALUES,
  CINSIYET_VALUES,
  FINDEKS_UNKNOWN,
  FINDEKS_UNKNOWN_SCORE,
  FINDEKS_VALUES,
  KANUNI_TAKIP_VALUES,
  MEVCUT_LIMIT_VALUES,
  PROVINCE_VALUES,
  SGK_VALUES,
  SON_KREDI_VALUES,
  YAS_VALUES,
  containsProfanity,
  isOptionValue,
  isValidIsoBirthDate,
  isValidName,
  isValidSmsCode,
  isValidTcKimlik,
  nameInvalidMessage,
  nameRequiredMessage,
  normalizeName,
  profanityMessage,
  type NameField,
  sourceFromReferer,
} from '@kredi/contracts/users';
import { isValidPhone } from '@kredi/contracts/common';
import { ApiError } from '../../http/errors.js';
import { usersMessages as m, type AddCustomerBody, type LeadSource, type RegisterBody } from '@kredi/contracts/users';

/** Collects one Turkish message per bad field and throws them as one 400 answer. */
class FieldErrors {
  private readonly errors: Record<string, string> = {};

  add(field: string, message: string): void {
    if (!(field in this.errors)) this.errors[field] = message;
  }

  throwIfAny(): void {
    const fields = Object.keys(this.errors);
    if (fields.length > 0) throw new ApiError(400, this.errors[fields[0]!]!, this.errors);
  }
}

/** A first name or last name under the form's rules; returns the normalized value. */
function checkName(errors: FieldErrors, key: string, field: NameField, value: string | undefined): string {
  const normalized = normalizeName(value ?? '');
  if (normalized === '') errors.add(key, nameRequiredMessage(field));
  else if (containsProfanity(normalized)) errors.add(key, profanityMessage(field));
  else if (!isValidName(normalized)) errors.add(key, nameInvalidMessage(field));
  return normalized;
}

function checkPhone(errors: FieldErrors, value: string | undefined): string {
  if (!isValidPhone(value)) errors.add('phone', m.phoneInvalid);
  return value ?? '';
}

function checkCode(errors: FieldErrors, value: string | undefined): string {
  if (value === undefined || value === '') errors.add('verification_code', m.codeRequired);
  else if (!isValidSmsCode(value)) errors.add('verification_code', m.codeFormat);
  return value ?? '';
}

export interface RegisterInput {
  name: string;
  surname: string;
  phone: string;
}

export function validateRegister(body: RegisterBody): RegisterInput {
  const errors = new FieldErrors();
  const name = checkName(errors, 'name', 'ad', body.name);
  const surname = checkName(errors, 'surname', 'soyad', body.surname);
  const phone = checkPhone(errors, body.phone);
  errors.throwIfAny();
  return { name, surname, phone };
}

export interface CodeInput {
  phone: string;
  code: string;
}

export function validatePhoneAndCode(body: { phone?: string | undefined; verification_code?: string | undefined }): CodeInput {
  const errors = new FieldErrors();
  const phone = checkPhone(errors, body.phone);
  const code = checkCode(errors, body.verification_code);
  errors.throwIfAny();
  return { phone, code };
}

/** A phone and the proof /verify/ gave for it ('' when none was sent: the service answers 403). */
export interface ProofInput {
  phone: string;
  proof: string;
}

export interface CallMeInput extends ProofInput {
  callme: boolean;
}

export function validateCallMe(body: AddCustomerBody): CallMeInput {
  const errors = new FieldErrors();
  const phone = checkPhone(errors, body.phone);
  errors.throwIfAny();
  return { phone, proof: body.verification_proof ?? '', callme: body.callme === true };
}

/** A complete, checked application (docs/users-api.md), ready to be scored and stored. */
export interface SubmitInput extends ProofInput {
  name: string;
  surname: string;
  age: number;
  city: string;
  sgkStatus: number;
  legalFollowup: number;
  lastCreditUsage: number;
  currentAccountLimit: number;
  monthlyCreditPayment: number;
  recentApplications: number;
  /** The stored score: a band value, or 1 when unknown. */
  findeksScore: number;
  findeksUnknown: boolean;
  birthDate: string | null;
  tc: string;
  gender: string;
  /** Derived here from the page's referrer: the browser never decides it. */
  source: LeadSource;
  homeIndex: string;
  infoIndex: string;
  findeksIndex: string;
  /** The separate commercial-message opt-ins; false unless the visitor ticked them. */
  marketingSms: boolean;
  marketingCall: boolean;
}

const present = (v: string | undefined) => v !== undefined && v !== '';

function option(errors: FieldErrors, key: string, set: ReadonlySet<number>, value: number | undefined, message: string): number {
  if (!isOptionValue(set, value)) errors.add(key, message);
  return value ?? 0;
}

/** Checks every field of a full submit the way the form does, and the findeks rules on top. */
export function validateSubmit(body: AddCustomerBody, today: Date): SubmitInput {
  const errors = new FieldErrors();
  const phone = checkPhone(errors, body.phone);
  const name = checkName(errors, 'name', 'ad', body.name);
  const surname = checkName(errors, 'surname', 'soyad', body.surname);

  const age = option(errors, 'age', YAS_VALUES, body.age, m.ageRequired);
  const city = body.city ?? '';
  if (!PROVINCE_VALUES.has(city)) errors.add('city', m.cityRequired);
  const sgkStatus = option(errors, 'sgk_status', SGK_VALUES, body.sgk_status, m.sgkRequired);
  const legalFollowup = option(errors, 'legal_followup', KANUNI_TAKIP_VALUES, body.legal_followup, m.legalRequired);
  const lastCreditUsage = option(errors, 'last_credit_usage', SON_KREDI_VALUES, body.last_credit_usage, m.lastCreditRequired);
  const currentAccountLimit = option(
    errors,
    'current_account_limit',
    MEVCUT_LIMIT_VALUES,
    body.current_account_limit,
    m.currentLimitRequired,
  );
  const monthlyCreditPayment = option(
    errors,
    'monthly_credit_payment',
    AYLIK_ODEME_VALUES,
    body.monthly_credit_payment,
    m.monthlyPaymentRequired,
  );
  const recentApplications = option(
    errors,
    'last_3_months_credit_applications',
    BASVURU_ADEDI_VALUES,
    body.last_3_months_credit_applications,
    m.applicationsRequired,
  );

  // Findeks: a band value, or "unknown" sent as 1 with findeks_flag true (the form's option 0 is accepted as unknown too).
  const score = body.findeks_score;
  const flag = body.findeks_flag;
  let findeksUnknown = false;
  if (score === FINDEKS_UNKNOWN_SCORE || score === FINDEKS_UNKNOWN) {
    findeksUnknown = true;
    if (score === FINDEKS_UNKNOWN_SCORE && flag !== true) errors.add('findeks_flag', m.findeksFlagMismatch);
    if (score === FINDEKS_UNKNOWN && flag === false) errors.add('findeks_flag', m.findeksFlagMismatch);
  } else if (!isOptionValue(FINDEKS_VALUES, score)) {
    errors.add('findeks_score', m.findeksRequired);
  } else if (flag === true) {
    errors.add('findeks_flag', m.findeksFlagMismatch);
  }

  let birthDate: string | null = null;
  let tc = '';
  let gender = '';
  if (findeksUnknown) {
    if (!isValidIsoBirthDate(body.birth_date, today)) errors.add('birth_date', m.birthDateInvalid);
    else birthDate = body.birth_date!;
    if (!isValidTcKimlik(body.tc)) errors.add('tc', m.tcInvalid);
    else tc = body.tc;
    if (!isOptionValue(CINSIYET_VALUES, body.gender)) errors.add('gender', m.genderRequired);
    else gender = body.gender;
  } else {
    for (const key of ['birth_date', 'tc', 'gender'] as const) {
      if (present(body[key])) errors.add(key, m.findeksExtraFields);
    }
  }

  if (body.kvkk_is_verified !== true) errors.add('kvkk_is_verified', m.kvkkRequired);

  errors.throwIfAny();
  return {
    phone,
    proof: body.verification_proof ?? '',
    name,
    surname,
    age,
    city,
    sgkStatus,
    legalFollowup,
    lastCreditUsage,
    currentAccountLimit,
    monthlyCreditPayment,
    recentApplications,
    findeksScore: findeksUnknown ? FINDEKS_UNKNOWN_SCORE : score!,
    findeksUnknown,
    birthDate,
    tc,
    gender,
    source: sourceFromReferer(body.referrer),
    homeIndex: body.home_index || '0',
    infoIndex: body.info_index || '0',
    findeksIndex: body.findeks_index || '0',
    marketingSms: body.ticari_ileti_sms === true,
    marketingCall: body.ticari_ileti_arama === true,
  };
}
