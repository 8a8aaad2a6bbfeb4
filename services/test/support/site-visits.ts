import { addDays, indiaToday } from '@plotwise/contracts';
import { postJson } from './public-form';
import type { TestApp } from './test-app';

/** A day `n` days ahead in India's calendar, and a time every day of the office hours keeps (Sundays open at 10). */
export const dayAhead = (n: number) => addDays(indiaToday(), n);
export const OPEN_SLOT = '11:00';

export interface Booked { id: number; token: string; visit: { status: string; date: string; slot: string; projectTitle: string; address: string } }

export const visitPayload = (projectId: number, overrides: Record<string, unknown> = {}) => ({
  projectId, name: 'Meera Iyer', phone: '9812345678', email: 'meera@example.com', date: dayAhead(3), slot: OPEN_SLOT, ...overrides,
});

export async function book(app: TestApp, projectId: number, overrides: Record<string, unknown> = {}): Promise<Booked> {
  const response = await postJson(app, '/api/site-visits', visitPayload(projectId, overrides));
  if (response.statusCode !== 201) throw new Error(`Booking failed: ${response.statusCode} ${response.payload}`);
  return JSON.parse(response.payload) as Booked;
}
