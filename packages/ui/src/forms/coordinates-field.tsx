import { useFormikContext } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { COORDINATE_TEXTS as TEXTS, INDIA_BOUNDS, PLACE_MAP_TEXTS, cityCentreOf } from '@plotwise/contracts';
import { Button, useMapSettings } from '@plotwise/ui';
import { PinPicker } from '../map';
import { FieldGrid } from './controls';
import { TextField } from './fields';

const Frame = styled.fieldset`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  border: 0;
  legend { font-weight: 700; margin-bottom: 4px; }
  p { margin: 0; }
`;

/** The form's text of a coordinate: '' while empty, a number once typed or pinned. */
export type CoordinateValue = number | string;

interface CoordinateValues {
  latitude: CoordinateValue;
  longitude: CoordinateValue;
  city?: string;
}

const blank = (value: CoordinateValue | null | undefined) => value === null || value === undefined || String(value).trim() === '';

/** The pinned point, or null while either field is empty or not a number. */
export function pointOf(values: CoordinateValues): { latitude: number; longitude: number } | null {
  if (blank(values.latitude) || blank(values.longitude)) return null;
  const latitude = Number(values.latitude);
  const longitude = Number(values.longitude);
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null;
}

/** The payload's pair: numbers, or both null when the pin is not placed. */
export function coordinatesPayload(values: CoordinateValues): { latitude: number | null; longitude: number | null } {
  const point = pointOf(values);
  return point ?? { latitude: null, longitude: null };
}

const coordinateRule = (message: string, min: number, max: number, other: 'latitude' | 'longitude') =>
  yup
    .mixed<CoordinateValue>()
    .test('number', message, (value) => blank(value) || (Number.isFinite(Number(value)) && Number(value) >= min && Number(value) <= max))
    .test('pair', TEXTS.bothOrNeither, function pair(value) {
      return !blank(value) || blank((this.parent as CoordinateValues)[other]);
    });

/** The API's coordinate rules (packages/contracts coordinates), for a form's yup schema. */
export const coordinateYupFields = {
  latitude: coordinateRule(TEXTS.latitude, INDIA_BOUNDS.south, INDIA_BOUNDS.north, 'longitude'),
  longitude: coordinateRule(TEXTS.longitude, INDIA_BOUNDS.west, INDIA_BOUNDS.east, 'latitude'),
};

/**
 * Where the plot is, in a project form: a map to tap or a pin to drag, and
 * the latitude and longitude fields they fill (which may be typed instead).
 * Without tiles the fields alone remain.
 */
export function CoordinatesField() {
  const { values, setFieldValue } = useFormikContext<CoordinateValues>();
  const settings = useMapSettings();
  const [tilesFailed, setTilesFailed] = useState(false);
  const point = pointOf(values);
  const near = values.city ? cityCentreOf(values.city) : null;
  const place = (next: { latitude: number; longitude: number }) => {
    void setFieldValue('latitude', next.latitude);
    void setFieldValue('longitude', next.longitude);
  };
  return (
    <Frame>
      <legend>{TEXTS.pinLabel}</legend>
      <p>{TEXTS.pinHint}</p>
      {settings.data && !tilesFailed && <PinPicker settings={settings.data} value={point} near={near} onChange={place} onTilesFailed={() => setTilesFailed(true)} />}
      {(tilesFailed || settings.isError) && <p role="status">{PLACE_MAP_TEXTS.pinTilesFailed}</p>}
      <FieldGrid>
        <TextField name="latitude" label="Latitude" inputMode="decimal" hint="Optional, e.g. 18.5913" />
        <TextField name="longitude" label="Longitude" inputMode="decimal" hint="Optional, e.g. 73.7389" />
      </FieldGrid>
      {point && (
        <div>
          <Button type="button" $variant="secondary" onClick={() => { void setFieldValue('latitude', ''); void setFieldValue('longitude', ''); }}>
            {TEXTS.clearPin}
          </Button>
        </div>
      )}
    </Frame>
  );
}
