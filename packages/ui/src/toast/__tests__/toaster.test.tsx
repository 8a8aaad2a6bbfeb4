import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppProviders } from '../../data/providers';
import { Dialog } from '../../primitives/dialog';
import { useToast } from '../use-toast';

function Screen() {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      <Dialog title="Edit Project" open={open} onClose={() => setOpen(false)}>
        <button type="button" onClick={() => toast({ title: 'Error updating project', variant: 'destructive' })}>Save</button>
      </Dialog>
    </>
  );
}

describe('Toaster', () => {
  it('shows a toast inside the open modal dialog (above its backdrop), and back on the page once it closes', async () => {
    render(<AppProviders><Screen /></AppProviders>);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Project' });
    await waitFor(() => expect(dialog).toContainElement(screen.getByTestId('toast')));

    await act(async () => {
      screen.getByRole('button', { name: 'Close' }).click();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('toast')).toHaveTextContent('Error updating project');
    expect(screen.getByRole('dialog', { hidden: true })).not.toContainElement(screen.getByTestId('toast'));
  });
});
