import { mapsLink, prefersAppleMaps, type DeviceInfo } from './mapsLink';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.7 Mobile/15E148 Safari/604.1',
  // iPadOS 13+ asks for the desktop site and says Macintosh; only the touch points give it away.
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

const device = (userAgent: string, maxTouchPoints = 0): DeviceInfo => ({ userAgent, maxTouchPoints });

describe('prefersAppleMaps', () => {
  it.each([
    ['iPhone', device(UA.iPhone, 5)],
    ['iPad', device(UA.iPad, 5)],
    ['iPod', device(UA.iPod, 5)],
    ['iPhone reporting no touch points', device(UA.iPhone, 0)],
    ['touch-capable Mac (iPadOS desktop mode)', device(UA.mac, 5)],
  ])('Apple Maps on %s', (_name, d) => {
    expect(prefersAppleMaps(d)).toBe(true);
  });

  it.each([
    ['Mac without touch', device(UA.mac, 0)],
    ['Mac with a single touch point', device(UA.mac, 1)],
    ['Android phone', device(UA.android, 5)],
    ['Windows with a touch screen', device(UA.windows, 10)],
    ['Windows desktop', device(UA.windows, 0)],
  ])('Google Maps on %s', (_name, d) => {
    expect(prefersAppleMaps(d)).toBe(false);
  });
});

describe('mapsLink', () => {
  const place = { address: 'Meltem Mah. Narenciye Cad. No: 18/3, Muratpaşa/Antalya', coordinates: { lat: 36.888672, lon: 30.7125 } };
  const noCoordinates = { address: place.address, coordinates: null };

  it('Apple Maps with coordinates and the address as query', () => {
    expect(mapsLink(place, device(UA.iPhone, 5))).toBe(
      `https://maps.apple.com/?ll=36.888672,30.7125&q=${encodeURIComponent(place.address)}`,
    );
  });

  it('Google Maps with coordinates', () => {
    expect(mapsLink(place, device(UA.windows))).toBe('https://www.google.com/maps/search/?api=1&query=36.888672,30.7125');
  });

  it('falls back to the address text when there are no coordinates', () => {
    expect(mapsLink(noCoordinates, device(UA.mac, 5))).toBe(`https://maps.apple.com/?q=${encodeURIComponent(place.address)}`);
    expect(mapsLink(noCoordinates, device(UA.android, 5))).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place.address)}`,
    );
  });
});
