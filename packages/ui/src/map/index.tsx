import { Suspense, lazy, type ComponentProps } from 'react';
import styled from 'styled-components';
import { PLACE_MAP_TEXTS } from '@plotwise/contracts';
import { useHydrated } from '../hooks/use-hydrated';

/**
 * The interactive maps (Leaflet): imported only when one is drawn, in the
 * browser after hydration, so Leaflet is never in a server render nor in the
 * JavaScript a first visit to a page without a map downloads.
 */
const ListingsMapView = lazy(() => import('./listings-map-view'));
const ProjectMapView = lazy(() => import('./place-map-views').then((module) => ({ default: module.ProjectMapView })));
const PinPickerView = lazy(() => import('./place-map-views').then((module) => ({ default: module.PinPickerView })));

export type { ListingsMapProps } from './listings-map-view';
export type { PinPickerProps, Point, ProjectMapProps } from './place-map-views';

const Placeholder = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  display: grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: #e8eef0;
  color: ${({ theme }) => theme.colors.muted};
`;

function Later({ height, children }: { height: string; children: React.ReactNode }) {
  const hydrated = useHydrated();
  const placeholder = <Placeholder $height={height} role="status">{PLACE_MAP_TEXTS.loading}</Placeholder>;
  return hydrated ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

export function ListingsMap(props: ComponentProps<typeof ListingsMapView>) {
  return <Later height={props.height ?? 'min(70vh, 560px)'}><ListingsMapView {...props} /></Later>;
}

export function ProjectMap(props: ComponentProps<typeof ProjectMapView>) {
  return <Later height="min(50vh, 380px)"><ProjectMapView {...props} /></Later>;
}

export function PinPicker(props: ComponentProps<typeof PinPickerView>) {
  return <Later height="320px"><PinPickerView {...props} /></Later>;
}
