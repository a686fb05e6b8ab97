import { BRANCHES, type Branch } from './branches';

export const SINGLE_BRANCH_ZOOM = 15;
export const ALL_BRANCHES_ZOOM = 6;
/** Roughly the middle of Türkiye: all four branches fit at zoom 6. */
export const TURKEY_CENTER: [number, number] = [38.9, 35.2];
export const HEAD_OFFICE_ID = 1;

export interface MapView {
  center: [number, number];
  zoom: number;
  branches: Branch[];
}

/** What the map shows: one branch (default id 1) at zoom 15, or every branch with coordinates at zoom 6. */
export function mapView(selection: number | 'all' = HEAD_OFFICE_ID, branches: readonly Branch[] = BRANCHES): MapView {
  const located = branches.filter((b) => b.coordinates);
  const one = selection === 'all' ? undefined : located.find((b) => b.id === selection);
  if (one?.coordinates) return { center: [one.coordinates.lat, one.coordinates.lon], zoom: SINGLE_BRANCH_ZOOM, branches: [one] };
  return { center: TURKEY_CENTER, zoom: ALL_BRANCHES_ZOOM, branches: located };
}
