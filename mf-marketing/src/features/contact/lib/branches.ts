/** The consultancy's branches: hard-coded, Antalya is the head office. Street addresses are fictional. */
export interface Coordinates {
  lat: number;
  lon: number;
}

export interface Branch {
  id: number;
  name: string;
  address: string;
  coordinates: Coordinates | null;
  isMain: boolean;
}

export const BRANCHES: readonly Branch[] = [
  {
    id: 1,
    name: 'Antalya',
    address: 'Meltem Mah. Narenciye Cad. No: 18/3, 07030 Muratpaşa/Antalya',
    coordinates: { lat: 36.888672, lon: 30.7125 },
    isMain: true,
  },
  {
    id: 2,
    name: 'İzmir',
    address: 'Alsancak Mah. Körfez Sok. No: 42 Kat: 2, 35220 Konak/İzmir',
    coordinates: { lat: 38.4237, lon: 27.1428 },
    isMain: false,
  },
  {
    id: 3,
    name: 'Van',
    address: 'Cumhuriyet Mah. Kale Yolu Cad. No: 9/1, 65100 İpekyolu/Van',
    coordinates: { lat: 38.4969, lon: 43.3765 },
    isMain: false,
  },
  {
    id: 4,
    name: 'Şanlıurfa',
    address: 'Yenişehir Mah. Balıklıgöl Bulvarı No: 55, 63300 Haliliye/Şanlıurfa',
    coordinates: { lat: 37.2357, lon: 38.7952 },
    isMain: false,
  },
];

export const HEAD_OFFICE: Branch = BRANCHES.find((b) => b.isMain) ?? BRANCHES[0]!;

/** '36.888672, 30.7125' */
export function formatCoordinates({ lat, lon }: Coordinates): string {
  return `${lat}, ${lon}`;
}
