import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type L from 'leaflet';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import Supercluster from 'supercluster';
import styled from 'styled-components';
import { INDIA_BOUNDS, PLACE_MAP_TEXTS as TEXTS, type GeoBox, type MapSettings, type ProjectMapCluster, type ProjectMarker } from '@plotwise/contracts';
import { MapFrame, Tiles, clusterIcon, pointIcon, useLeafletCss } from './leaflet-base';

export interface ListingsMapProps {
  settings: MapSettings;
  markers: readonly ProjectMarker[];
  /** Counts the server made for a view with more matches than markers: each stands for projects not sent. */
  clusters?: readonly ProjectMapCluster[];
  /** The box the URL names: the first view. Without one the map fits its markers. */
  box: GeoBox | null;
  /** The visitor asked for this area's projects. */
  onSearchArea: (box: GeoBox) => void;
  onTilesFailed: () => void;
  /** The card of a tapped marker (title, price, link), drawn by the page with its own links. */
  renderCard: (marker: ProjectMarker) => ReactNode;
  height?: string;
}

const SearchArea = styled.button`
  position: absolute;
  z-index: 1000;
  top: 12px;
  left: 50%;
  transform: translateX(-50%);
  min-height: 44px;
  padding: 0 18px;
  border: 0;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 700;
  box-shadow: 0 2px 10px rgba(0, 0, 0, .25);
  cursor: pointer;
`;

const Card = styled.div`
  position: absolute;
  z-index: 1000;
  left: 12px;
  right: 12px;
  bottom: 24px;
  max-width: 360px;
  margin: 0 auto;
  padding: 14px 44px 14px 16px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 4px 18px rgba(0, 0, 0, .25);
  button { position: absolute; top: 6px; right: 6px; width: 36px; height: 36px; border: 0; background: none; font-size: 1.3rem; cursor: pointer; }
`;

const boxOf = (bounds: L.LatLngBounds): GeoBox => ({ west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() });

/** A point on the map: a project's marker, or a server's count of projects not sent and the box they fill. */
interface Point { count: number; marker?: ProjectMarker; box?: GeoBox }
type Feature = Supercluster.PointFeature<Point>;

/** The corners a view must hold to show these points, and every project a count stands for. */
function extentOf(points: readonly Feature[]): L.LatLngTuple[] {
  return points.flatMap(({ geometry: { coordinates: [longitude, latitude] }, properties: { box } }): L.LatLngTuple[] =>
    box ? [[box.south, box.west], [box.north, box.east]] : [[latitude!, longitude!]]);
}

function pointsOf(markers: readonly ProjectMarker[], clusters: readonly ProjectMapCluster[]): Feature[] {
  const at = (latitude: number, longitude: number, properties: Point): Feature => ({ type: 'Feature', properties, geometry: { type: 'Point', coordinates: [longitude, latitude] } });
  return [
    ...markers.map((marker) => at(marker.latitude, marker.longitude, { count: 1, marker })),
    ...clusters.map((cluster) => at(cluster.latitude, cluster.longitude, { count: cluster.count, box: cluster.box })),
  ];
}

/**
 * The markers and the server's counts as clusters and points for the view,
 * recomputed when it moves; a cluster's number is the projects it holds. A
 * tap on a server's count shows the box its projects fill and searches it:
 * the map does not have those projects yet.
 */
function Clusters({ points, onSelect, onSearchArea }: { points: readonly Feature[]; onSelect: (marker: ProjectMarker) => void; onSearchArea: (box: GeoBox) => void }) {
  const map = useMap();
  const index = useMemo(() => {
    const cluster = new Supercluster<Point, { count: number }>({
      radius: 60,
      maxZoom: 16,
      map: (properties) => ({ count: properties.count }),
      reduce: (total, properties) => { total.count += properties.count; },
    });
    cluster.load([...points]);
    return cluster;
  }, [points]);
  const [view, setView] = useState(0);
  useMapEvents({ moveend: () => setView((count) => count + 1) });
  const bounds = map.getBounds();
  const items = index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], Math.round(map.getZoom()));
  const searchBox = (box: GeoBox) => {
    map.fitBounds([[box.south, box.west], [box.north, box.east]], { padding: [24, 24], maxZoom: 16, animate: false });
    onSearchArea(boxOf(map.getBounds()));
  };
  return (
    <>
      {items.map((item) => {
        const [longitude, latitude] = item.geometry.coordinates as [number, number];
        const { count } = item.properties;
        if ('cluster' in item.properties && item.properties.cluster) {
          const id = item.properties.cluster_id;
          return (
            <Marker
              key={`c${id}-${view}`}
              position={[latitude, longitude]}
              icon={clusterIcon(count, TEXTS.clusterLabel(count))}
              eventHandlers={{ click: () => map.setView([latitude, longitude], Math.min(index.getClusterExpansionZoom(id), map.getMaxZoom())) }}
            />
          );
        }
        const { marker, box } = item.properties as Point;
        if (!marker) {
          return (
            <Marker
              key={`n${latitude},${longitude}-${view}`}
              position={[latitude, longitude]}
              icon={clusterIcon(count, TEXTS.clusterLabel(count))}
              eventHandlers={{ click: () => box && searchBox(box) }}
            />
          );
        }
        return <Marker key={marker.id} position={[latitude, longitude]} icon={pointIcon(TEXTS.markerLabel(marker.title))} eventHandlers={{ click: () => onSelect(marker) }} />;
      })}
    </>
  );
}

/** Fits the first view once; later moves are the visitor's, offered as "Search this area". */
function ViewKeeper({ box, points, onMoved }: { box: GeoBox | null; points: readonly Feature[]; onMoved: (box: GeoBox) => void }) {
  const map = useMap();
  const fitted = useRef(false);
  const fittedBox = useRef('');
  useEffect(() => {
    if (fitted.current) return;
    if (!box && points.length === 0) return;
    fitted.current = true;
    const target = box
      ? ([[box.south, box.west], [box.north, box.east]] as L.LatLngBoundsExpression)
      : extentOf(points);
    map.fitBounds(target, { padding: box ? [0, 0] : [32, 32], maxZoom: 14, animate: false });
    fittedBox.current = map.getBounds().toBBoxString();
  }, [box, points, map]);
  useMapEvents({
    // Any view other than the one fitted is the visitor's doing, offered as a search.
    moveend: () => {
      const bounds = map.getBounds();
      if (fitted.current && bounds.toBBoxString() !== fittedBox.current) onMoved(boxOf(bounds));
    },
  });
  return null;
}

/** The listings on a map: clustered markers, a card on tap, and a search of the area in view. */
export default function ListingsMapView({ settings, markers, clusters = NO_CLUSTERS, box, onSearchArea, onTilesFailed, renderCard, height = 'min(70vh, 560px)' }: ListingsMapProps) {
  useLeafletCss();
  const [selected, setSelected] = useState<ProjectMarker | null>(null);
  const [moved, setMoved] = useState<GeoBox | null>(null);
  const points = useMemo(() => pointsOf(markers, clusters), [markers, clusters]);
  const searchArea = (area: GeoBox) => {
    onSearchArea(area);
    setMoved(null);
  };
  useEffect(() => { setSelected((current) => (current && markers.some((marker) => marker.id === current.id) ? current : null)); }, [markers]);
  return (
    <MapFrame $height={height} data-testid="listings-map">
      <MapContainer
        bounds={[[INDIA_BOUNDS.south, INDIA_BOUNDS.west], [INDIA_BOUNDS.north, INDIA_BOUNDS.east]]}
        scrollWheelZoom={false}
        style={{ height: '100%' }}
      >
        <Tiles settings={settings} onFailed={onTilesFailed} />
        <ViewKeeper box={box} points={points} onMoved={setMoved} />
        <Clusters points={points} onSelect={setSelected} onSearchArea={searchArea} />
      </MapContainer>
      {moved && (
        <SearchArea type="button" onClick={() => searchArea(moved)}>
          {TEXTS.searchThisArea}
        </SearchArea>
      )}
      {selected && (
        <Card role="dialog" aria-label={selected.title}>
          {renderCard(selected)}
          <button type="button" aria-label="Close" onClick={() => setSelected(null)}>×</button>
        </Card>
      )}
    </MapFrame>
  );
}

const NO_CLUSTERS: readonly ProjectMapCluster[] = [];
