import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { PageSkeleton } from '../page-skeleton';

describe('PageSkeleton', () => {
  it('is announced as loading: a named status region, busy until the page replaces it', () => {
    render(<ThemeProvider theme={theme}><PageSkeleton /></ThemeProvider>);
    // aria-label on a plain div is not announced (and axe refuses it); on a status region it is.
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  });
});
