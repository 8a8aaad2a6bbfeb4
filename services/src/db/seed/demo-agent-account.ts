/**
 * The demo agent: an approved agency listing some of the demo projects, with
 * inquiries at every stage and site visits to confirm, so an agent signing in
 * sees a working Leads tab.
 * Its sign-in is in the README; a real deployment removes it with the demo data.
 * Kept apart from the seeding so browser journeys sign in with it without loading the models.
 */
export const DEMO_AGENT = {
  email: 'agent@plotwise.in',
  password: 'demo-agent-123',
  name: 'Rohan Deshmukh',
  agencyName: 'Sahyadri Land Advisors',
  reraAgentNumber: 'A51800045678',
} as const;
