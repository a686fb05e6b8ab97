import { BRANCHES, HEAD_OFFICE, formatCoordinates, type Branch } from './branches';
import { ALL_BRANCHES_ZOOM, SINGLE_BRANCH_ZOOM, mapView } from './mapView';

describe('branches', () => {
  it('are the four offices with Antalya as the head office', () => {
    expect(BRANCHES.map((b) => [b.name, b.coordinates?.lat, b.coordinates?.lon])).toEqual([
      ['Antalya', 36.888672, 30.7125],
      ['İzmir', 38.4237, 27.1428],
      ['Van', 38.4969, 43.3765],
      ['Şanlıurfa', 37.2357, 38.7952],
    ]);
    expect(HEAD_OFFICE.id).toBe(1);
    expect(BRANCHES.filter((b) => b.isMain)).toEqual([HEAD_OFFICE]);
    expect(formatCoordinates(HEAD_OFFICE.coordinates!)).toBe('36.888672, 30.7125');
  });
});

describe('mapView', () => {
  it('defaults to the head office (id 1) at zoom 15', () => {
    expect(mapView()).toEqual({ center: [36.888672, 30.7125], zoom: SINGLE_BRANCH_ZOOM, branches: [HEAD_OFFICE] });
    expect(SINGLE_BRANCH_ZOOM).toBe(15);
  });

  it('shows one chosen branch', () => {
    const view = mapView(3);
    expect(view.zoom).toBe(15);
    expect(view.branches.map((b) => b.name)).toEqual(['Van']);
  });

  it("shows every branch at zoom 6 for 'all'", () => {
    const view = mapView('all');
    expect(view.zoom).toBe(ALL_BRANCHES_ZOOM);
    expect(ALL_BRANCHES_ZOOM).toBe(6);
    expect(view.branches).toHaveLength(4);
  });

  it('falls back to all branches for an unknown id, and skips branches without coordinates', () => {
    const unlocated: Branch = { id: 9, name: 'Yeni', address: 'Adres', coordinates: null, isMain: false };
    const view = mapView(9, [...BRANCHES, unlocated]);
    expect(view.zoom).toBe(6);
    expect(view.branches).not.toContain(unlocated);
  });
});
