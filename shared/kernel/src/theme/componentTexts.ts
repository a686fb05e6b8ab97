import type { Localization } from '@mui/material/locale';
import { formatNumberTR } from '../format/turkish';

const pageAriaLabel = (type: string): string => {
  if (type === 'first') return 'İlk sayfaya git';
  if (type === 'last') return 'Son sayfaya git';
  if (type === 'next') return 'Sonraki sayfaya git';
  return 'Önceki sayfaya git';
};

/**
 * MUI components' Turkish texts, the kernel's own: the same words as MUI's `trTR`, with numbers written by the kernel's
 * Turkish formatter. MUI's locale module builds an Intl formatter when it loads, and a page's first Intl formatter
 * initialises the browser's ICU (one long task on a phone before the page is interactive); the kernel's formatter asks
 * Intl only for what its rules do not cover. componentTexts.test.tsx compares every text with MUI's.
 */
export const turkishComponentTexts: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Yolu göster' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageAriaLabel,
        labelRowsPerPage: 'Sayfa başına satır:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatNumberTR(from)}-${formatNumberTR(to)} / ${count !== -1 ? formatNumberTR(count) : `${formatNumberTR(to)}'den fazla`}`,
      },
    },
    MuiRating: { defaultProps: { getLabelText: (value) => `${value} Yıldız`, emptyLabelText: 'Boş' } },
    MuiAutocomplete: {
      defaultProps: { clearText: 'Temizle', closeText: 'Kapat', loadingText: 'Yükleniyor…', noOptionsText: 'Seçenek yok', openText: 'Aç' },
    },
    MuiAlert: { defaultProps: { closeText: 'Kapat' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Sayfa navigasyonu',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? `${page}. ${selected ? 'sayfa' : 'sayfaya git'}` : pageAriaLabel(type),
      },
    },
  },
};
