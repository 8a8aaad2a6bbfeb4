import { announceCommittedPath, pathCommitted } from '../committed-path';

describe('pathCommitted', () => {
  it('waits for the shell to show the path, not another one', async () => {
    let resolved = false;
    const home = pathCommitted('/').then(() => {
      resolved = true;
    });
    announceCommittedPath('/admin/dashboard');
    await Promise.resolve();
    expect(resolved).toBe(false);
    announceCommittedPath('/');
    await home;
    expect(resolved).toBe(true);
  });

  it('gives up after the time limit when nothing announces it', async () => {
    jest.useFakeTimers();
    const home = pathCommitted('/', 3000);
    jest.advanceTimersByTime(3000);
    await expect(home).resolves.toBeUndefined();
    jest.useRealTimers();
  });
});
