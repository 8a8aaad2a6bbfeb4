import styled from 'styled-components';
import { Container } from '@plotwise/ui';

/** The frame of a signed-in page (dashboards, wishlist, settings): one column of sections. */
export const AccountPage = styled(Container)`
  display: grid;
  /* One column no wider than the screen: a long name or email wraps instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  padding-top: 40px;
  padding-bottom: 64px;
`;
