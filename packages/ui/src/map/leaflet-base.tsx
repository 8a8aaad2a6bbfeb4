import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { TileLayer } from 'react-leaflet';
import styled from 'styled-components';
import type { MapSettings } from '@plotwise/contracts';
import leafletCss from 'leaflet/dist/leaflet.css?raw';

// Leaflet's own stylesheet comes with the map's code, once a page: no other page pays for it.
const STYLE_ID = 'plotwise-leaflet-css';
export function useLeafletCss(): void {
  useEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = leafletCss;
    document.head.append(style);
  }, []);
}

/** The frame every map sits in; Leaflet needs a height of its own. */
export const MapFrame = styled.div<{ $height: string }>`
  position: relative;
  /* Leaflet's panes and controls stack up to z-index 1000: kept inside the frame, under the sticky header. */
  isolation: isolate;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: #e8eef0;
  .leaflet-container { height: 100%; width: 100%; font: inherit; }
  .plotwise-pin {
    display: grid;
    place-items: center;
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
    border: 2px solid #fff;
    border-radius: 999px;
    box-shadow: 0 1px 4px rgba(0, 0, 0, .35);
    font-weight: 700;
    font-size: .8rem;
    white-space: nowrap;
  }
  .plotwise-pin--point { border-radius: 50% 50% 50% 0; transform: rotate(-45deg); }
  .plotwise-pin--cluster { background: #0f172a; font-size: .9rem; }
`;

/**
 * Markers are plain elements styled above (a teardrop for a plot, a count for
 * a cluster): Leaflet's default marker pictures would be one more request each.
 */
export function pointIcon(label: string): L.DivIcon {
  return L.divIcon({ className: '', html: `<span class="plotwise-pin plotwise-pin--point" role="img" aria-label="${escapeHtml(label)}" style="width:28px;height:28px"></span>`, iconSize: [28, 28], iconAnchor: [14, 28] });
}

export function clusterIcon(count: number, label: string): L.DivIcon {
  const size = count < 10 ? 34 : count < 100 ? 40 : count < 1000 ? 48 : 58;
  return L.divIcon({
    className: '',
    html: `<span class="plotwise-pin plotwise-pin--cluster" role="img" aria-label="${escapeHtml(label)}" style="width:${size}px;height:${size}px">${count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The configured tiles. The map counts as failed when tiles fail before any
 * loads (the server is down or blocked): the page then shows its list instead.
 */
export function Tiles({ settings, onFailed }: { settings: MapSettings; onFailed?: () => void }) {
  const loaded = useRef(false);
  const errors = useRef(0);
  return (
    <TileLayer
      url={settings.tileUrl}
      attribution={settings.attribution}
      maxZoom={settings.maxZoom}
      eventHandlers={{
        tileload: () => { loaded.current = true; },
        tileerror: () => {
          errors.current += 1;
          if (!loaded.current && errors.current >= 2) onFailed?.();
        },
      }}
    />
  );
}
