const numberTR = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });

export interface ResultInput {
  findeksUnknown: boolean;
  /** The credit_limit answered by the submit; null when it was missing. */
  creditLimit: number | null;
}

export interface ResultMessage {
  kind: 'findeks' | 'limit' | 'none';
  /** The limit in Turkish number format with 'TL', only for kind 'limit'. */
  limitText?: string;
  lines: string[];
}

/** The result texts of a submit. The API decides them and sends them in the submit answer's `result`. */
export function resultMessage({ findeksUnknown, creditLimit }: ResultInput): ResultMessage {
  if (findeksUnknown) {
    return {
      kind: 'findeks',
      lines: ['Findeks raporunuz onaylandıktan sonra tüm bankalardan alabileceğiniz kredi limitleri size SMS ile gönderilecektir.'],
    };
  }
  if (creditLimit !== null && creditLimit > 0) {
    return {
      kind: 'limit',
      limitText: `${numberTR.format(creditLimit)} TL`,
      lines: [
        'Tüm bankalardan alabileceğiniz toplam kredi limitiniz hesaplandı.',
        'Banka bazında limit detaylarınız SMS ile telefonunuza gönderilecektir.',
      ],
    };
  }
  return {
    kind: 'none',
    lines: ['Girdiğiniz bilgilerle şu anda sizin için bir kredi limiti oluşturulamadı.'],
  };
}

/**
 * The SMS the result step promises when a limit was found: the brand and the figure, nothing else about the person
 * (an SMS is read on a lock screen, by anyone holding the phone).
 */
export function limitSmsText(brandName: string, limitText: string): string {
  return `${brandName}: Tüm bankalardan alabileceğiniz toplam kredi limitiniz ${limitText}.`;
}
