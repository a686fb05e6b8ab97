import { liraText } from '@kredi/contracts/calculator';

/**
 * Labels of consecutive bands given by their inclusive upper bounds (null: open-ended), as the restriction and
 * term-limit modals list them: "400.000 TL'ye kadar", '400.001 TL - 800.000 TL', '2.000.000 TL üzeri'.
 */
export function bandLabels(upperBounds: ReadonlyArray<number | null>): string[] {
  return upperBounds.map((upper, index) => {
    const previous = index > 0 ? upperBounds[index - 1] : null;
    if (upper === null) return previous == null ? 'Tüm tutarlar' : `${liraText(previous)} üzeri`;
    if (previous == null) return `${liraText(upper)}'ye kadar`;
    return `${liraText(previous + 1)} - ${liraText(upper)}`;
  });
}
