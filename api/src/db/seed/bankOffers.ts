import type { Database } from '../client.js';
import { bankOffers, loanTypes } from '../schema/index.js';

/** Logos shipped in api/assets/banks, served at /api/media/banks/<file>. */
const logo = (file: string) => `/api/media/banks/${file}`;

interface DemoOffer {
  loanTypeId: string;
  bankName: string;
  bankLogo: string | null;
  minAmount: number;
  maxAmount: number;
  maxTerm: number;
  monthlyRate: number;
}

const CINAR = { bankName: 'Çınar Bank', bankLogo: logo('cinar-bank.svg') };
const MARTI = { bankName: 'Martı Bankası', bankLogo: logo('marti-bankasi.svg') };
const YAKAMOZ = { bankName: 'Yakamoz Bank', bankLogo: logo('yakamoz-bank.svg') };
const PUSULA = { bankName: 'Pusula Bank', bankLogo: logo('pusula-bank.svg') };
const LALE = { bankName: 'Lale Katılım', bankLogo: logo('lale-katilim.svg') };
/** A bank without a logo: the page shows its initials. */
const KARDELEN = { bankName: 'Kardelen Bank', bankLogo: null };

/** Fictional banks and rates: demo data for the offer list, with ranges that make the offer filter visible. */
export const demoBankOffers: DemoOffer[] = [
  { loanTypeId: 'ihtiyac', ...YAKAMOZ, minAmount: 10_000, maxAmount: 125_000, maxTerm: 24, monthlyRate: 3.29 },
  { loanTypeId: 'ihtiyac', ...CINAR, minAmount: 10_000, maxAmount: 500_000, maxTerm: 36, monthlyRate: 3.49 },
  { loanTypeId: 'ihtiyac', ...MARTI, minAmount: 50_000, maxAmount: 1_000_000, maxTerm: 36, monthlyRate: 3.69 },
  { loanTypeId: 'ihtiyac', ...PUSULA, minAmount: 10_000, maxAmount: 2_000_000, maxTerm: 36, monthlyRate: 3.89 },
  { loanTypeId: 'ihtiyac', ...KARDELEN, minAmount: 20_000, maxAmount: 300_000, maxTerm: 36, monthlyRate: 4.09 },
  { loanTypeId: 'tasit', ...YAKAMOZ, minAmount: 10_000, maxAmount: 400_000, maxTerm: 36, monthlyRate: 2.99 },
  { loanTypeId: 'tasit', ...CINAR, minAmount: 10_000, maxAmount: 1_000_000, maxTerm: 48, monthlyRate: 3.19 },
  { loanTypeId: 'tasit', ...MARTI, minAmount: 50_000, maxAmount: 2_000_000, maxTerm: 48, monthlyRate: 3.39 },
  { loanTypeId: 'tasit', ...PUSULA, minAmount: 10_000, maxAmount: 500_000, maxTerm: 48, monthlyRate: 3.59 },
  { loanTypeId: 'konut', ...MARTI, minAmount: 200_000, maxAmount: 20_000_000, maxTerm: 120, monthlyRate: 2.59 },
  { loanTypeId: 'konut', ...LALE, minAmount: 100_000, maxAmount: 15_000_000, maxTerm: 120, monthlyRate: 2.69 },
  { loanTypeId: 'konut', ...CINAR, minAmount: 100_000, maxAmount: 10_000_000, maxTerm: 120, monthlyRate: 2.79 },
  { loanTypeId: 'konut', ...PUSULA, minAmount: 50_000, maxAmount: 5_000_000, maxTerm: 96, monthlyRate: 2.99 },
  { loanTypeId: 'ticari', ...CINAR, minAmount: 50_000, maxAmount: 5_000_000, maxTerm: 36, monthlyRate: 3.35 },
  { loanTypeId: 'ticari', ...KARDELEN, minAmount: 25_000, maxAmount: 2_000_000, maxTerm: 24, monthlyRate: 3.55 },
];

/** Inserts the demo offers once, while there are none, for the loan types that exist. */
export async function seedBankOffers(db: Database): Promise<number> {
  if ((await db.$count(bankOffers)) > 0) return 0;
  const known = new Set((await db.select({ id: loanTypes.id }).from(loanTypes)).map((row) => row.id));
  const rows = demoBankOffers.filter((offer) => known.has(offer.loanTypeId));
  if (rows.length) await db.insert(bankOffers).values(rows);
  return rows.length;
}
