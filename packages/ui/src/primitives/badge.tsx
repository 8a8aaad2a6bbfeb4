import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

const tones: Record<BadgeTone, { color: string; background: string }> = {
  neutral: { color: '#334155', background: '#e2e8f0' },
  success: { color: '#166534', background: '#dcfce7' },
  warning: { color: '#92400e', background: '#fef3c7' },
  danger: { color: '#991b1b', background: '#fee2e2' },
  info: { color: '#1e40af', background: '#dbeafe' },
};

/** A small pill naming a status, a role or a kind (the admin portal's, an agent's listings); its colours keep 4.5:1 contrast. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: .8rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ $tone = 'neutral' }) => tones[$tone].color};
  background: ${({ $tone = 'neutral' }) => tones[$tone].background};
`;
