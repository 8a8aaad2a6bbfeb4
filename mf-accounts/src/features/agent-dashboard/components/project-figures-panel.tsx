import styled from 'styled-components';
import { PROJECT_FIGURES_TEXTS as TEXTS, type AgentFiguresResponse } from '@plotwise/contracts';
import { Skeleton, useQuery } from '@plotwise/ui';

const Section = styled.section`
  margin-top: 24px;
  h2 { font-size: 1.25rem; margin-bottom: 4px; }
  p { margin: 0 0 12px; color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; }
  .scroll { overflow-x: auto; }
  table { border-collapse: collapse; width: 100%; min-width: 560px; }
  th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; vertical-align: middle; }
  td.count { font-weight: 700; white-space: nowrap; }
  svg { display: inline-block; vertical-align: middle; margin-left: 8px; color: ${({ theme }) => theme.colors.brand}; }
`;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A 30-day line, scaled to its own highest day; a flat line when nothing happened. */
function Sparkline({ values, label }: { values: number[]; label: string }) {
  const width = 90;
  const height = 22;
  const top = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : width;
  const points = values.map((value, index) => `${(index * step).toFixed(1)},${(height - 1 - (value / top) * (height - 2)).toFixed(1)}`).join(' ');
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** The agent's own live projects over the last 30 days: totals and a line per figure. */
export function ProjectFiguresPanel() {
  const figures = useQuery<AgentFiguresResponse>({ queryKey: ['/api/agent/figures'] });
  const columns = [
    { key: 'views', label: TEXTS.views },
    { key: 'enquiries', label: TEXTS.enquiries },
    { key: 'saves', label: TEXTS.saves },
  ] as const;
  return (
    <Section aria-labelledby="project-figures-title">
      <h2 id="project-figures-title">{TEXTS.title}</h2>
      <p>{TEXTS.intro}</p>
      {figures.isLoading && <Skeleton $height="120px" aria-label="Loading your figures" />}
      {figures.isError && <p role="alert">{TEXTS.failed}</p>}
      {figures.data && figures.data.projects.length === 0 && <p>{TEXTS.empty}</p>}
      {figures.data && figures.data.projects.length > 0 && (
        <div className="scroll">
          <table>
            <caption className="visually-hidden">{TEXTS.title}</caption>
            <thead>
              <tr><th scope="col">{TEXTS.project}</th>{columns.map((column) => <th key={column.key} scope="col">{column.label}</th>)}</tr>
            </thead>
            <tbody>
              {figures.data.projects.map((project) => (
                <tr key={project.projectId}>
                  <th scope="row">{project.title}</th>
                  {columns.map((column) => (
                    <td key={column.key} className="count">
                      {sum(project[column.key])}
                      <Sparkline values={project[column.key]} label={TEXTS.trend(column.label, project.title)} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
