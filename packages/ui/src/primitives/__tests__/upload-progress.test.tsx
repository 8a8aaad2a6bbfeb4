import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { UploadProgress, uploadProgressText } from '../upload-progress';

describe('UploadProgress', () => {
  it('shows the share sent as a percentage and a bar, announced politely', () => {
    render(<ThemeProvider theme={theme}><UploadProgress what="gate.png" fraction={0.426} /></ThemeProvider>);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading gate.png… 43%');
    expect(screen.getByRole('progressbar', { name: 'Uploading gate.png… 43%' })).toHaveAttribute('value', '43');
  });

  it('keeps the figure between 0 and 100 %', () => {
    expect(uploadProgressText('photos', 1.2)).toBe('Uploading photos… 100%');
    expect(uploadProgressText('photos', -0.1)).toBe('Uploading photos… 0%');
  });
});
