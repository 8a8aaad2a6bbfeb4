import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: -400px 0; }
  to { background-position: 400px 0; }
`;

/** A grey block that stands where content is loading. */
export const Skeleton = styled.div<{ $height?: string; $width?: string }>`
  height: ${({ $height = '16px' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme }) => theme.radius.md};
  background: linear-gradient(90deg, #e2e8f0 0, #f1f5f9 40%, #e2e8f0 80%);
  background-size: 800px 100%;
  animation: ${shimmer} 1.2s linear infinite;
`;
