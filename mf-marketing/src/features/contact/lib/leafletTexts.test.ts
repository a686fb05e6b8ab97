import { BRANCHES } from './branches';
import { LEAFLET_TEXTS, markerAlt } from './leafletTexts';

test('every marker is described in Turkish, the head office as such', () => {
  expect(BRANCHES.map(markerAlt)).toEqual([
    'Antalya merkez ofisi konumu',
    'İzmir şubesi konumu',
    'Van şubesi konumu',
    'Şanlıurfa şubesi konumu',
  ]);
});

test("no English is left in Leaflet's texts", () => {
  const texts = Object.values(LEAFLET_TEXTS).join(' ');
  expect(texts).not.toMatch(/\b(Zoom|Close|popup|library|interactive|Marker)\b/i);
  expect(LEAFLET_TEXTS.attributionPrefix).toContain('title="Etkileşimli haritalar');
});
