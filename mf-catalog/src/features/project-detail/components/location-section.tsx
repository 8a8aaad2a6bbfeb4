import { useState } from 'react';
import { MAP_TEXTS, cityCentreOf, distanceFromCentreText, distanceKm, type Project } from '@plotwise/contracts';
import { MapEmbed, useMapSettings } from '@plotwise/ui';
import { ProjectMap } from '@plotwise/ui/map';
import { directionsUrl, mapQuery } from '../contact-links';

/**
 * Where the project is: its pin on the map and how far it is from the city's
 * centre when it has coordinates; a map of its address otherwise, or when the
 * tiles cannot be loaded. Then a link to directions.
 */
export function LocationSection({ project }: { project: Project }) {
  const place = mapQuery(project);
  const settings = useMapSettings();
  const [tilesFailed, setTilesFailed] = useState(false);
  const point = project.latitude !== null && project.longitude !== null ? { latitude: project.latitude, longitude: project.longitude } : null;
  const centre = cityCentreOf(project.city);
  const pinned = point && !tilesFailed && !settings.isError;
  return (
    <section aria-labelledby="location-heading">
      <h2 id="location-heading">Location</h2>
      {point && centre && <p data-testid="distance-to-centre">{distanceFromCentreText(distanceKm(point, centre), project.city)}</p>}
      {point ? (
        // One box for the map in the server's page and in the browser, whether the tiles load or the address map
        // stands in, so nothing below moves when it settles.
        <div style={{ height: 'min(50vh, 380px)' }}>
          {!pinned ? <MapEmbed fill query={place} title={`Map of ${project.title}, ${place}`} /> : settings.data ? (
            <ProjectMap settings={settings.data} point={point} title={project.title} onTilesFailed={() => setTilesFailed(true)} />
          ) : null}
        </div>
      ) : (
        <MapEmbed query={place} title={`Map of ${project.title}, ${place}`} />
      )}
      <p><a href={directionsUrl(project)} target="_blank" rel="noopener noreferrer">{MAP_TEXTS.getDirections} to {place}</a></p>
    </section>
  );
}
