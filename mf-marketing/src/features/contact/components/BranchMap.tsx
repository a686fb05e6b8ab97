// Loaded with React.lazy from VisitUsSection: Leaflet and its CSS live in this chunk only.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { AttributionControl, MapContainer, Marker, Popup, TileLayer, ZoomControl } from 'react-leaflet';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { LEAFLET_TEXTS, markerAlt } from '../lib/leafletTexts';
import { mapView } from '../lib/mapView';
import { MapsLink } from './MapsLink';

// Leaflet guesses its default icon URLs from its CSS, which breaks once bundled; give it the bundled images.
const markerIconOptions = {
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41] as [number, number],
  iconAnchor: [12, 41] as [number, number],
  popupAnchor: [1, -34] as [number, number],
  shadowSize: [41, 41] as [number, number],
};
const branchIcon = L.icon(markerIconOptions);

const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> katkıda bulunanlar';

export interface BranchMapProps {
  /** A branch id (default 1, the head office) or 'all'. */
  selection?: number | 'all';
  height?: number;
}

/** Leaflet writes 'Close popup' on the popup's close button itself; the popup says it in Turkish once it is open. */
function translateCloseButton(event: L.LeafletEvent) {
  (event.target as L.Popup)
    .getElement()
    ?.querySelector('.leaflet-popup-close-button')
    ?.setAttribute('aria-label', LEAFLET_TEXTS.closePopup);
}

export default function BranchMap({ selection, height = 400 }: BranchMapProps) {
  const view = mapView(selection);
  return (
    // Links in the attribution line are underlined: colour alone does not set them apart from its text.
    <Box sx={{ '& .leaflet-control-attribution a': { textDecoration: 'underline' } }}>
      <MapContainer
        // Centre and zoom are read once by Leaflet: a new view needs a new map.
        key={`${view.center.join(',')}@${view.zoom}`}
        center={view.center}
        zoom={view.zoom}
        maxZoom={18}
        scrollWheelZoom={false}
        // Leaflet's own controls speak English; these two are added again with Turkish texts.
        zoomControl={false}
        attributionControl={false}
        style={{ height, width: '100%', borderRadius: 8 }}
      >
        <ZoomControl zoomInTitle={LEAFLET_TEXTS.zoomIn} zoomOutTitle={LEAFLET_TEXTS.zoomOut} />
        <AttributionControl prefix={LEAFLET_TEXTS.attributionPrefix} />
        <TileLayer url={TILE_URL} attribution={ATTRIBUTION} tileSize={256} maxZoom={18} />
        {view.branches.map((branch) =>
          branch.coordinates ? (
            <Marker
              key={branch.id}
              position={[branch.coordinates.lat, branch.coordinates.lon]}
              icon={branchIcon}
              title={branch.name}
              alt={markerAlt(branch)}
            >
              <Popup maxWidth={300} eventHandlers={{ add: translateCloseButton }}>
                <Stack spacing={0.5}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 700 }}>{branch.name}</Typography>
                    {branch.isMain && <Chip label="Merkez" size="small" color="primary" />}
                  </Stack>
                  <Typography variant="body2">{branch.address}</Typography>
                  <MapsLink branch={branch} />
                </Stack>
              </Popup>
            </Marker>
          ) : null,
        )}
      </MapContainer>
    </Box>
  );
}
