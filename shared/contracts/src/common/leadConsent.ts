/**
 * What a lead agreed to, kept beside it: the information notice's version and the time (KVKK), the phone, the channel
 * the lead came through, and the commercial-message opt-in (Law 6563, İYS). The opt-in is a separate, optional act
 * per channel, never a condition of the service, so every form offers it unticked and the API defaults it to false.
 * Plain rules and texts, read by the public forms' first screen; the wire shapes are in leadConsentWire.ts.
 */
export const LEAD_CONSENT_CHANNELS = ['form', 'callme', 'callback'] as const;
export type LeadConsentChannel = (typeof LEAD_CONSENT_CHANNELS)[number];

export const LEAD_CONSENT_CHANNEL_LABELS: Record<LeadConsentChannel, string> = {
  form: 'Kredi başvuru formu',
  callme: 'Başvuru sonrası "Beni Arayın"',
  callback: '"Sizi Arayalım" formu',
};

/** The wire names of the two opt-ins, the same on every public form (JSON and form posts). */
export const COMMERCIAL_OPT_IN_FIELDS = { sms: 'ticari_ileti_sms', call: 'ticari_ileti_arama' } as const;

/** The texts beside the two unticked boxes. */
export const COMMERCIAL_OPT_IN_TEXTS = {
  legend: 'Kampanya ve fırsatlardan haberdar olmak istiyorum (isteğe bağlı):',
  sms: 'SMS ile ticari ileti almayı kabul ediyorum.',
  call: 'Telefon ile aranmayı kabul ediyorum.',
} as const;

/** A form post's checkbox arrives as its value ('on', '1', 'true') or not at all: anything else is no opt-in. */
export function isOptInValue(value: unknown): boolean {
  return value === true || value === 'on' || value === '1' || value === 'true';
}

export const leadConsentMessages = {
  withdrawn: 'Ticari ileti izni geri alındı.',
  nothingToWithdraw: 'Bu müşterinin geri alınacak ticari ileti izni yok.',
  optInType: 'Ticari ileti tercihi true ya da false olmalıdır.',
} as const;
