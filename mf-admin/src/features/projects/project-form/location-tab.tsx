import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { HUB_FORM_TEXTS as TEXTS } from '@plotwise/contracts';
import { Button, ButtonLink } from '@plotwise/ui';
import { CoordinatesField, pointOf } from '@plotwise/ui/forms';
import type { ProjectFormValues } from './form-values';

const Map = styled.div`
  display: grid;
  gap: 10px;
  iframe { width: 100%; aspect-ratio: 16 / 10; border: 1px solid ${({ theme }) => theme.colors.line}; border-radius: ${({ theme }) => theme.radius.md}; }
  p { margin: 0; font-weight: 600; }
`;

const NotSet = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 40px 16px;
  text-align: center;
  border: 2px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 { margin: 0; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

/** 'location, city, state' when all three are filled. */
export function mapPlace(values: Pick<ProjectFormValues, 'location' | 'city' | 'state'>): string | null {
  const parts = [values.location, values.city, values.state].map((part) => part.trim());
  return parts.every(Boolean) ? parts.join(', ') : null;
}

/**
 * The Location tab: the plot's pin; the address's map only while no pin is
 * set (as the public page shows it), or 'Location Not Set' with a way back to
 * the details.
 */
export function LocationTab({ onBackToDetails }: { onBackToDetails: () => void }) {
  const { values } = useFormikContext<ProjectFormValues>();
  const place = mapPlace(values);
  if (!place) {
    return (
      <Map>
        <NotSet role="status">
          <h3>{TEXTS.locationNotSet}</h3>
          <p>{TEXTS.locationNotSetText}</p>
          <Button type="button" onClick={onBackToDetails}>
            {TEXTS.backToDetails}
          </Button>
        </NotSet>
        <CoordinatesField />
      </Map>
    );
  }
  const query = encodeURIComponent(place);
  // With a pin, the picker's own map is the preview: a second map of the address only repeats it, less exactly.
  if (pointOf(values)) return <Map><CoordinatesField /></Map>;
  return (
    <Map>
      <CoordinatesField />
      <p>{place}</p>
      <iframe title={TEXTS.mapTitle(place)} src={`https://www.google.com/maps?q=${query}&output=embed`} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      <ButtonLink href={`https://www.google.com/maps/search/?api=1&query=${query}`} target="_blank" rel="noopener noreferrer" $variant="secondary">
        {TEXTS.openInMaps}
      </ButtonLink>
    </Map>
  );
}
