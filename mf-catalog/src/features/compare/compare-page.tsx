import styled from 'styled-components';
import { COMPARE_API_PATH, COMPARE_MAX, COMPARE_TEXTS, parseCompareIds, type Project } from '@plotwise/contracts';
import { Button, ButtonLink, Container, Link, Skeleton, usePageMeta, useQuery, useSearchParams } from '@plotwise/ui';
import { SectionMessage } from '../../components/section-message';
import { projectPath } from '../../lib/structured-data';
import { removeFromCompare } from './compare-list';
import { COMPARE_ROWS } from './compare-rows';

const Page = styled(Container)`
  padding-top: 32px;
  padding-bottom: 96px;
  h1 { font-size: clamp(1.6rem, 4vw, 2.3rem); margin-bottom: 4px; }
  > p { margin: 0 0 20px; color: ${({ theme }) => theme.colors.muted}; }
`;

/** On a phone the table is wider than the screen: it scrolls sideways with the labels kept in view. */
const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Each project's column keeps a readable width; on a phone the frame scrolls to the third. */
const Table = styled.table<{ $columns: number }>`
  width: 100%;
  min-width: ${({ $columns }) => 120 + $columns * 180}px;
  border-collapse: collapse;
  table-layout: fixed;
  th, td { padding: 12px 14px; text-align: left; vertical-align: top; border-bottom: 1px solid ${({ theme }) => theme.colors.line}; overflow-wrap: anywhere; }
  /* Row names are single words ('Possession'): they wrap between words, never inside one. */
  tbody th { width: 120px; padding-right: 8px; font-weight: 600; color: ${({ theme }) => theme.colors.muted}; font-size: .9rem; overflow-wrap: normal; hyphens: manual; }
  thead th:first-child { width: 120px; }
  @media (min-width: 768px) { tbody th, thead th:first-child { width: 140px; } }
  tbody th, thead th:first-child { position: sticky; left: 0; background: ${({ theme }) => theme.colors.surface}; z-index: 1; }
  thead th { font-size: 1.05rem; }
  thead a { color: ${({ theme }) => theme.colors.ink}; }
  thead button { margin-top: 8px; min-height: 36px; padding: 0 12px; font-size: .85rem; }
  tr:last-child > * { border-bottom: 0; }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 20px;
`;

/** /compare?ids=12,40,7: the projects of the link side by side, the same for whoever opens it. */
export function ComparePage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('ids');
  const ids = parseCompareIds(raw);
  usePageMeta(COMPARE_TEXTS.heading, 'Compare plots and projects side by side: price, price per sq.ft, area, status, possession, RERA, approvals and amenities.', { noindex: true });
  const projects = useQuery<Project[]>({ queryKey: [COMPARE_API_PATH, { ids: ids?.join(',') }], enabled: ids !== null });

  const remove = (id: number) => {
    removeFromCompare(id);
    const left = (ids ?? []).filter((other) => other !== id);
    setParams(left.length ? { ids: left.join(',') } : {});
  };

  let body;
  if (!raw) body = <SectionMessage tone="info" action={<ButtonLink as={Link} to="/listings">{COMPARE_TEXTS.browse}</ButtonLink>}>{COMPARE_TEXTS.empty}</SectionMessage>;
  else if (ids === null) body = <SectionMessage tone="error" action={<ButtonLink as={Link} to="/listings">{COMPARE_TEXTS.browse}</ButtonLink>}>{COMPARE_TEXTS.badLink}</SectionMessage>;
  else if (projects.isPending) body = <Skeleton $height="320px" aria-label="Loading the projects" />;
  else if (projects.isError) body = <SectionMessage tone="error" action={<Button type="button" onClick={() => projects.refetch()}>Try again</Button>}>{COMPARE_TEXTS.failed}</SectionMessage>;
  else body = <CompareTable projects={projects.data} asked={ids.length} onRemove={remove} />;

  return (
    <Page>
      <h1>{COMPARE_TEXTS.heading}</h1>
      <p>{COMPARE_TEXTS.intro}</p>
      {body}
    </Page>
  );
}

function CompareTable({ projects, asked, onRemove }: { projects: Project[]; asked: number; onRemove: (id: number) => void }) {
  const missing = asked - projects.length;
  return (
    <>
      {missing > 0 && <SectionMessage tone="info">{COMPARE_TEXTS.missing(missing)}</SectionMessage>}
      {projects.length > 0 && (
        <Scroll role="region" aria-label={`${COMPARE_TEXTS.heading} (scrolls sideways)`} tabIndex={0}>
          <Table data-testid="compare-table" $columns={projects.length}>
            <thead>
              <tr>
                <th scope="col"><span className="visually-hidden">Fact</span></th>
                {projects.map((project) => (
                  <th scope="col" key={project.id}>
                    <Link to={projectPath(project.id)}>{project.title}</Link>
                    <div>{project.city}</div>
                    <Button type="button" $variant="secondary" aria-label={COMPARE_TEXTS.removeLabel(project.title)} onClick={() => onRemove(project.id)}>
                      {COMPARE_TEXTS.remove}
                    </Button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {COMPARE_ROWS.map((row) => (
                <tr key={row.key} data-row={row.key}>
                  <th scope="row">{row.label}</th>
                  {projects.map((project) => <td key={project.id}>{row.value(project)}</td>)}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
      {projects.length < COMPARE_MAX && (
        <Links>
          <ButtonLink as={Link} to="/listings" $variant="secondary">{COMPARE_TEXTS.addMore}</ButtonLink>
        </Links>
      )}
    </>
  );
}
