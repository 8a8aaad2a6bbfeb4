import { MAP_TEXTS, type Project } from '@plotwise/contracts';
import { MapEmbed } from '@plotwise/ui';
import { directionsUrl, mapQuery } from '../contact-links';

/** Where the project is: a map of its address and a link to directions. */
export function LocationSection({ project }: { project: Project }) {
  const place = mapQuery(project);
  return (
    <section aria-labelledby="location-heading">
      <h2 id="location-heading">Location</h2>
      <MapEmbed query={place} title={`Map of ${project.title}, ${place}`} />
      <p><a href={directionsUrl(project)} target="_blank" rel="noopener noreferrer">{MAP_TEXTS.getDirections} to {place}</a></p>
    </section>
  );
}
