import styled from 'styled-components';
import { MORE_IN_CITY_TEXTS, type Project } from '@plotwise/contracts';
import { Link } from '@plotwise/ui';
import { CardGrid } from '../../../components/card-grid';
import { ProjectCard, useProjects } from '../../projects';
import { spreadRow } from '../../../components/layout';

/** One more than is shown: the page's own project may be among them. */
const READ = 4;
const SHOWN = 3;

const Rail = styled.section`
  margin-top: 32px;
`;

const Head = styled.div`
  ${spreadRow('8px', 'baseline')}
  margin-bottom: 12px;
  h2 { margin: 0; }
  a { font-weight: 600; }
`;

/**
 * Other approved projects in the project's city: the listings' own read with
 * a city filter (its index), one page of four, this project left out.
 */
export function MoreInCity({ project }: { project: Pick<Project, 'id' | 'city'> }) {
  const { data } = useProjects({ city: project.city, pageSize: READ });
  const others = (data?.items ?? []).filter((other) => other.id !== project.id).slice(0, SHOWN);
  if (others.length === 0) return null;
  return (
    <Rail aria-labelledby="more-in-city-heading" data-testid="more-in-city">
      <Head>
        <h2 id="more-in-city-heading">{MORE_IN_CITY_TEXTS.heading(project.city)}</h2>
        <Link to={`/city?location=${encodeURIComponent(project.city)}`}>{MORE_IN_CITY_TEXTS.viewAll(project.city)}</Link>
      </Head>
      <CardGrid>
        {others.map((other) => <li key={other.id}><ProjectCard project={other} /></li>)}
      </CardGrid>
    </Rail>
  );
}
