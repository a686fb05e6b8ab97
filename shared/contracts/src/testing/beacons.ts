/** The reports' anonymous beacons (POST /api/olcum/..., docs/reports.md): the server takes them with 204. */
const accepted = () => new Response(null, { status: 204 });

export const BEACON_ROUTES = {
  'POST /api/olcum/olay/': accepted,
  'POST /api/olcum/hiz/': accepted,
};
