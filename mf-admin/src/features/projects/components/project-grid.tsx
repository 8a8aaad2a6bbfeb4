import type { ReactNode } from 'react';
import styled from 'styled-components';
import { HUB_LOADING_CARDS, type AdminProjectListItem } from '@plotwise/contracts';
import { Button, Card, Skeleton, media } from '@plotwise/ui';

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  ${media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const Placeholder = styled(Card)`
  padding: 12px;
  display: grid;
  gap: 10px;
`;

/** Six placeholder cards while the list loads. */
export function LoadingCards({ label }: { label: string }) {
  return (
    <Grid aria-label={label} aria-busy="true">
      {Array.from({ length: HUB_LOADING_CARDS }, (_, index) => (
        <li key={index} data-testid="project-card-placeholder">
          <Placeholder>
            <Skeleton $height="160px" />
            <Skeleton $width="60%" />
            <Skeleton $width="40%" />
            <Skeleton $height="36px" />
          </Placeholder>
        </li>
      ))}
    </Grid>
  );
}

const Message = styled(Card)`
  padding: 32px 24px;
  text-align: center;
  display: grid;
  gap: 12px;
  justify-items: center;
  h3 { margin: 0; font-size: 1.25rem; color: ${({ theme }) => theme.colors.ink}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

/** A state of the list in place of the cards: the error, no match and no projects. */
export function ListMessage({ title, text, action, onAction, alert = false }: { title: string; text: string; action?: string; onAction?: () => void; alert?: boolean }) {
  return (
    <Message role={alert ? 'alert' : 'status'}>
      <h3>{title}</h3>
      <p>{text}</p>
      {action && onAction && (
        <Button type="button" onClick={onAction}>
          {action}
        </Button>
      )}
    </Message>
  );
}

export function ProjectGrid({ projects, renderCard }: { projects: AdminProjectListItem[]; renderCard: (project: AdminProjectListItem) => ReactNode }) {
  return (
    <Grid aria-label="Projects">
      {projects.map((project) => (
        <li key={project.id}>{renderCard(project)}</li>
      ))}
    </Grid>
  );
}
