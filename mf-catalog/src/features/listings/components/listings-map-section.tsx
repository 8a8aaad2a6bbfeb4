import { useState } from 'react';
import styled from 'styled-components';
import { Link, formatStartingPrice, keepPreviousData, useMapSettings, useQuery } from '@plotwise/ui';
import { ListingsMap } from '@plotwise/ui/map';
import { PLACE_MAP_TEXTS as TEXTS, parseGeoBox, type GeoBox, type ProjectListQueryInput, type ProjectMapResponse } from '@plotwise/contracts';
import { SectionMessage } from '../../../components/section-message';

const Section = styled.section`
  display: grid;
  gap: 12px;
  margin-bottom: 24px;
`;

const CardText = styled.div`
  display: grid;
  gap: 4px;
  h2 { font-size: 1.05rem; margin: 0; }
  p { margin: 0; }
  .price { font-weight: 700; color: ${({ theme }) => theme.colors.ink}; }
`;

interface ListingsMapSectionProps {
  /** The list's query: the map shows the same projects, page aside. */
  query: ProjectListQueryInput;
  onSearchArea: (box: GeoBox) => void;
}

/**
 * The listings as a map above the list: its markers come from
 * GET /api/projects/map with the list's filters and area. When the tiles
 * cannot be loaded the map gives way to a message, and the list stays.
 */
export function ListingsMapSection({ query, onSearchArea }: ListingsMapSectionProps) {
  const { page: _page, pageSize: _pageSize, sortBy: _sortBy, ...mapQuery } = query;
  const settings = useMapSettings();
  // Clusters: a view with more matches than markers comes back as counts, a fraction of the markers' bytes.
  const markers = useQuery<ProjectMapResponse>({ queryKey: ['/api/projects/map', { ...mapQuery, clusters: true }], placeholderData: keepPreviousData });
  const [failed, setFailed] = useState(false);
  if (failed || settings.isError) return <SectionMessage tone="info">{TEXTS.tilesFailed}</SectionMessage>;
  const data = markers.data;
  return (
    <Section aria-label="Map of the results">
      {settings.data && data ? (
        <ListingsMap
          settings={settings.data}
          markers={data.items}
          clusters={data.clusters}
          box={query.bbox ? parseGeoBox(query.bbox) : null}
          onSearchArea={onSearchArea}
          onTilesFailed={() => setFailed(true)}
          renderCard={(marker) => (
            <CardText>
              <h2><Link to={`/listings/${marker.id}`}>{marker.title}</Link></h2>
              <p>{marker.location}, {marker.city}</p>
              <p className="price">{formatStartingPrice(marker.startingPrice)}</p>
              <p><Link to={`/listings/${marker.id}`}>{TEXTS.viewProject}</Link></p>
            </CardText>
          )}
        />
      ) : (
        <p role="status">{TEXTS.loading}</p>
      )}
      {data && data.capped && <p role="status">{data.clusters ? TEXTS.clustered(data.total) : TEXTS.capped(data.items.length, data.total)}</p>}
      {data && data.total === 0 && <p role="status">{TEXTS.noneHere}</p>}
    </Section>
  );
}
