import { useEffect } from 'react';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { COORDINATE_TEXTS, INDIA_CENTRE, PLACE_MAP_TEXTS as TEXTS, type MapSettings } from '@plotwise/contracts';
import { MapFrame, Tiles, pointIcon, useLeafletCss } from './leaflet-base';

export interface Point {
  latitude: number;
  longitude: number;
}

export interface ProjectMapProps {
  settings: MapSettings;
  point: Point;
  title: string;
  onTilesFailed: () => void;
}

/** One project's place: its pin at a street-level zoom. */
export function ProjectMapView({ settings, point, title, onTilesFailed }: ProjectMapProps) {
  useLeafletCss();
  return (
    <MapFrame $height="min(50vh, 380px)" data-testid="project-map">
      <MapContainer center={[point.latitude, point.longitude]} zoom={13} scrollWheelZoom={false} style={{ height: '100%' }}>
        <Tiles settings={settings} onFailed={onTilesFailed} />
        <Marker position={[point.latitude, point.longitude]} icon={pointIcon(TEXTS.markerLabel(title))} />
      </MapContainer>
    </MapFrame>
  );
}

export interface PinPickerProps {
  settings: MapSettings;
  value: Point | null;
  /** Where to look when nothing is pinned yet (the city's centre), else all of India. */
  near: Point | null;
  onChange: (point: Point) => void;
  onTilesFailed: () => void;
}

function PinEvents({ onChange }: { onChange: (point: Point) => void }) {
  useMapEvents({ click: (event) => onChange({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }) });
  return null;
}

/** Follows a pin typed in the fields, and the city chosen before any pin. */
function Follow({ point, zoom }: { point: Point | null; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    if (point && !map.getBounds().contains([point.latitude, point.longitude])) map.setView([point.latitude, point.longitude], Math.max(map.getZoom(), zoom), { animate: false });
  }, [point, zoom, map]);
  return null;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** A map to tap (or a pin to drag) for a project form's latitude and longitude. */
export function PinPickerView({ settings, value, near, onChange, onTilesFailed }: PinPickerProps) {
  useLeafletCss();
  const start = value ?? near ?? INDIA_CENTRE;
  return (
    <MapFrame $height="320px" data-testid="pin-picker">
      <MapContainer center={[start.latitude, start.longitude]} zoom={value ? 14 : near ? 11 : 4} style={{ height: '100%' }}>
        <Tiles settings={settings} onFailed={onTilesFailed} />
        <PinEvents onChange={onChange} />
        <Follow point={value ?? near} zoom={value ? 14 : 11} />
        {value && (
          <Marker
            position={[value.latitude, value.longitude]}
            icon={pointIcon(COORDINATE_TEXTS.pinLabel)}
            draggable
            eventHandlers={{ dragend: (event) => { const { lat, lng } = (event.target as { getLatLng: () => { lat: number; lng: number } }).getLatLng(); onChange({ latitude: round(lat), longitude: round(lng) }); } }}
          />
        )}
      </MapContainer>
    </MapFrame>
  );
}
