import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type L from 'leaflet';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import Supercluster from 'supercluster';
import styled from 'styled-components';
import { INDIA_BOUNDS, PLACE_MAP_TEXTS as TEXTS, type GeoBox, type MapSettings, type ProjectMarker } from '@plotwise/contracts';
import { MapFrame, Tiles, clusterIcon, pointIcon, useLeafletCss } from './leaflet-base';

export interface ListingsMapProps {
  settings: MapSettings;
  markers: readonly ProjectMarker[];
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

type Feature = Supercluster.PointFeature<{ marker: ProjectMarker }>;

/** The markers as clusters and points for the view, recomputed when it moves. */
function Clusters({ markers, onSelect }: { markers: readonly ProjectMarker[]; onSelect: (marker: ProjectMarker) => void }) {
  const map = useMap();
  const index = useMemo(() => {
    const cluster = new Supercluster<{ marker: ProjectMarker }>({ radius: 60, maxZoom: 16 });
    cluster.load(markers.map((marker): Feature => ({ type: 'Feature', properties: { marker }, geometry: { type: 'Point', coordinates: [marker.longitude, marker.latitude] } })));
    return cluster;
  }, [markers]);
  const [view, setView] = useState(0);
  useMapEvents({ moveend: () => setView((count) => count + 1) });
  const bounds = map.getBounds();
  const items = index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], Math.round(map.getZoom()));
  return (
    <>
      {items.map((item) => {
        const [longitude, latitude] = item.geometry.coordinates as [number, number];
        if ('cluster' in item.properties && item.properties.cluster) {
          const count = item.properties.point_count;
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
        const { marker } = item.properties as { marker: ProjectMarker };
        return <Marker key={marker.id} position={[latitude, longitude]} icon={pointIcon(TEXTS.markerLabel(marker.title))} eventHandlers={{ click: () => onSelect(marker) }} />;
      })}
    </>
  );
}

/** Fits the first view once; later moves are the visitor's, offered as "Search this area". */
function ViewKeeper({ box, markers, onMoved }: { box: GeoBox | null; markers: readonly ProjectMarker[]; onMoved: (box: GeoBox) => void }) {
  const map = useMap();
  const fitted = useRef(false);
  const fittedBox = useRef('');
  useEffect(() => {
    if (fitted.current) return;
    if (!box && markers.length === 0) return;
    fitted.current = true;
    const target = box
      ? ([[box.south, box.west], [box.north, box.east]] as L.LatLngBoundsExpression)
      : (markers.map((marker) => [marker.latitude, marker.longitude]) as L.LatLngBoundsExpression);
    map.fitBounds(target, { padding: box ? [0, 0] : [32, 32], maxZoom: 14, animate: false });
    fittedBox.current = map.getBounds().toBBoxString();
  }, [box, markers, map]);
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
export default function ListingsMapView({ settings, markers, box, onSearchArea, onTilesFailed, renderCard, height = 'min(70vh, 560px)' }: ListingsMapProps) {
  useLeafletCss();
  const [selected, setSelected] = useState<ProjectMarker | null>(null);
  const [moved, setMoved] = useState<GeoBox | null>(null);
  useEffect(() => { setSelected((current) => (current && markers.some((marker) => marker.id === current.id) ? current : null)); }, [markers]);
  return (
    <MapFrame $height={height} data-testid="listings-map">
      <MapContainer
        bounds={[[INDIA_BOUNDS.south, INDIA_BOUNDS.west], [INDIA_BOUNDS.north, INDIA_BOUNDS.east]]}
        scrollWheelZoom={false}
        style={{ height: '100%' }}
      >
        <Tiles settings={settings} onFailed={onTilesFailed} />
        <ViewKeeper box={box} markers={markers} onMoved={setMoved} />
        <Clusters markers={markers} onSelect={setSelected} />
      </MapContainer>
      {moved && (
        <SearchArea type="button" onClick={() => { onSearchArea(moved); setMoved(null); }}>
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
