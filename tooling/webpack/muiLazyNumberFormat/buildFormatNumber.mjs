// MUI's locale/utils/buildFormatNumber, with the Intl.NumberFormat built at the first number formatted instead of when
// the locale module loads (../muiLazyNumberFormat.mjs).
const buildFormatNumber = (locale) => {
  let formatter;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    if (formatter === undefined) {
      formatter = null;
      try {
        if (typeof Intl !== 'undefined' && Intl.NumberFormat) formatter = new Intl.NumberFormat(locale);
      } catch {
        // as MUI: fall back to String()
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
};
export default buildFormatNumber;
