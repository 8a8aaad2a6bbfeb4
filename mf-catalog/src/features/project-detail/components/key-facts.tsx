import styled from 'styled-components';
import { PROJECT_STATUS_LABELS, PROJECT_TYPE_LABELS, type Project } from '@plotwise/contracts';
import { formatArea, formatStartingPrice } from '@plotwise/ui';
import { columnGrid } from '../../../components/layout';

const Facts = styled.dl`
  ${columnGrid(3, 768)}
  gap: 1px;
  margin: 0;
  background: ${({ theme }) => theme.colors.line};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  div { background: ${({ theme }) => theme.colors.surface}; padding: 12px 16px; }
  dt { font-size: .85rem; color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 2px 0 0; font-weight: 700; color: ${({ theme }) => theme.colors.ink}; overflow-wrap: anywhere; }
`;

/** The project's headline facts in a grid: price, area, type, status, possession, RERA. */
export function KeyFacts({ project }: { project: Project }) {
  const price = formatStartingPrice(project.startingPrice);
  return (
    <section aria-labelledby="facts-heading">
      <h2 id="facts-heading" className="visually-hidden">Key facts</h2>
      <Facts>
        <div><dt>Starting price</dt><dd>{price}</dd></div>
        <div><dt>Total area</dt><dd data-testid="detail-area">{formatArea(project.totalArea, project.areaUnit)}</dd></div>
        <div><dt>Project type</dt><dd>{PROJECT_TYPE_LABELS[project.projectType]}</dd></div>
        <div><dt>Status</dt><dd>{PROJECT_STATUS_LABELS[project.status] ?? PROJECT_STATUS_LABELS.upcoming}</dd></div>
        <div><dt>Possession</dt><dd>{project.possessionTimeline || 'To be announced'}</dd></div>
        <div><dt>RERA number</dt><dd>{project.reraNumber || 'Not registered'}</dd></div>
      </Facts>
    </section>
  );
}
