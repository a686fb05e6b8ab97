import type { Branch } from './branches';

/** Turkish texts for what Leaflet would otherwise show or announce in English. */
export const LEAFLET_TEXTS = {
  zoomIn: 'Yakınlaştır',
  zoomOut: 'Uzaklaştır',
  closePopup: 'Kapat',
  /** Leaflet's credit line, with a Turkish title instead of 'A JavaScript library for interactive maps'. */
  attributionPrefix: '<a href="https://leafletjs.com" title="Etkileşimli haritalar için açık kaynak JavaScript kütüphanesi">Leaflet</a>',
} as const;

/** The marker image's text alternative (Leaflet's default is 'Marker'). */
export function markerAlt(branch: Pick<Branch, 'name' | 'isMain'>): string {
  return branch.isMain ? `${branch.name} merkez ofisi konumu` : `${branch.name} şubesi konumu`;
}
