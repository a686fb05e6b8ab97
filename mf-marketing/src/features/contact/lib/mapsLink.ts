import type { Coordinates } from './branches';

export interface DeviceInfo {
  userAgent: string;
  maxTouchPoints: number;
}

/**
 * Apple Maps on iPhone, iPad and iPod, and on touch-capable Macs (iPadOS reports itself as 'Macintosh');
 * Google Maps everywhere else.
 */
export function prefersAppleMaps({ userAgent, maxTouchPoints }: DeviceInfo): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** The 'open in maps' link of a place: by coordinates when known, else by its address text. */
export function mapsLink(place: { address: string; coordinates: Coordinates | null }, device: DeviceInfo): string {
  const { coordinates, address } = place;
  const point = coordinates ? `${coordinates.lat},${coordinates.lon}` : null;
  if (prefersAppleMaps(device)) {
    return point
      ? `https://maps.apple.com/?ll=${point}&q=${encodeURIComponent(address)}`
      : `https://maps.apple.com/?q=${encodeURIComponent(address)}`;
  }
  return `https://www.google.com/maps/search/?api=1&query=${point ?? encodeURIComponent(address)}`;
}

/** A device nothing is known about (the server render): Google Maps. */
export const UNKNOWN_DEVICE: DeviceInfo = { userAgent: '', maxTouchPoints: 0 };

/** The device this page runs on. */
export function currentDevice(): DeviceInfo {
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0 };
}
