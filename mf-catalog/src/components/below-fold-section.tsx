import { Section } from '@plotwise/ui';
import styled from 'styled-components';

/**
 * A home-page section below the first screen: the browser skips its style,
 * layout and paint until it nears the viewport (a phone then spends its first
 * seconds on the hero), keeping the size it last had so scrolling does not jump.
 * Not for the sections just above the footer: a visitor who jumps to the
 * footer would see it move as they render at their real height.
 */
export const BelowFoldSection = styled(Section)`
  content-visibility: auto;
  contain-intrinsic-size: auto 560px;
`;
