import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent';

const variants: Record<Variant, ReturnType<typeof css>> = {
  primary: css`
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.brandDark}; }
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
    &:hover:not(:disabled) { filter: brightness(.95); }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.line};
    &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.brand}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.ink};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.page}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
  `,
};

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font-weight: 600;
  text-decoration: none;
  /* A label wraps between words only, whatever its container lets text do. */
  overflow-wrap: normal;
  word-break: normal;
  cursor: pointer;
  transition: background .15s, border-color .15s;
  &:disabled { opacity: .55; cursor: not-allowed; }
`;

const buttonStyle = css<{ $variant?: Variant; $block?: boolean }>`
  ${buttonBase}
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variants[$variant]}
`;

/**
 * The secondary button's look for what is not a `Button`: page numbers, contact
 * links, a file picker. Follow it with the element's own size or padding.
 */
export const secondaryButtonStyles = css`
  ${buttonBase}
  ${variants.secondary}
`;

export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  ${buttonStyle}
`;

/** A link that looks like a button; pass `as={Link}` for router links. */
export const ButtonLink = styled.a<{ $variant?: Variant; $block?: boolean }>`
  ${buttonStyle}
`;
