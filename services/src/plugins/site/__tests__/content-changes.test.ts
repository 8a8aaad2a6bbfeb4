import { EventEmitter } from 'node:events';
import type { Server } from '@hapi/hapi';
import { ContentChanges } from '../content-changes';

const answered = (method: string, statusCode: number, keepsPublicPages = false) => ({
  method,
  response: { statusCode },
  route: { settings: { app: { keepsPublicPages } } },
});

describe('changes to what pages show', () => {
  it('are the successful writes through the API, not reads, failures or writes that keep pages', () => {
    const events = new EventEmitter();
    const changes = new ContentChanges({ events } as unknown as Server);
    events.emit('response', answered('GET', 200));
    events.emit('response', answered('HEAD', 200));
    events.emit('response', answered('POST', 400));
    events.emit('response', answered('POST', 201, true));
    expect(changes.current).toBe(0);
    events.emit('response', answered('POST', 201));
    events.emit('response', answered('DELETE', 204));
    expect(changes.current).toBe(2);
  });
});
