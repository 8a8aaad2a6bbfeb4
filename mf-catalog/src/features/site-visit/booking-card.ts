import styled from 'styled-components';

/** The visit's box, on the project's page (book one) and on the visit's own page (see, move or cancel it). */
export const BookingCard = styled.section`
  display: grid;
  gap: 12px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  h1, h2 { margin: 0; }
  p { margin: 0; }
`;
