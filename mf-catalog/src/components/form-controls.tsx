import styled from 'styled-components';

/** A labelled control: label above, input or select below, 44 px tall. */
export const Field = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
  label { font-weight: 600; font-size: .9rem; color: ${({ theme }) => theme.colors.ink}; }
  input, select, textarea {
    width: 100%;
    min-height: 44px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid #94a3b8;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    font-size: 1rem;
  }
  textarea { padding: 10px 12px; min-height: 110px; resize: vertical; }
  [aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  [role='alert'] { color: ${({ theme }) => theme.colors.danger}; font-size: .88rem; margin: 0; }
`;
