import { compareResponseSchema } from '@plotwise/contracts';
import { insertProject } from '../../../../test/support/fixtures';
import { useTestApp } from '../../../../test/support/test-app';

const app = useTestApp();
let first: number;
let second: number;
let third: number;
let pending: number;

beforeAll(async () => {
  first = (await insertProject({ title: 'Compare One', amenities: ['Clubhouse'], approvals: ['DTCP'], reraNumber: 'P521000001' })).id;
  second = (await insertProject({ title: 'Compare Two', city: 'Mumbai' })).id;
  third = (await insertProject({ title: 'Compare Three' })).id;
  pending = (await insertProject({ title: 'Compare Pending', approvalStatus: 'pending' })).id;
});

const message = (payload: string) => (JSON.parse(payload) as { message: string }).message;

describe('GET /api/projects/compare', () => {
  it('returns whole approved projects in the order asked', async () => {
    const response = await app.inject(`/api/projects/compare?ids=${third},${first},${second}`);
    expect(response.statusCode).toBe(200);
    const projects = compareResponseSchema.parse(JSON.parse(response.payload));
    expect(projects.map((project) => project.title)).toEqual(['Compare Three', 'Compare One', 'Compare Two']);
    expect(projects[1]).toMatchObject({ amenities: ['Clubhouse'], approvals: ['DTCP'], reraNumber: 'P521000001', createdBy: null });
  });

  it('leaves out ids that name no approved project, and repeats once', async () => {
    const response = await app.inject(`/api/projects/compare?ids=${pending},${first},${first},999999`);
    expect(response.statusCode).toBe(200);
    expect(compareResponseSchema.parse(JSON.parse(response.payload)).map((project) => project.id)).toEqual([first]);
  });

  it.each([
    ['no ids', '', 'ids must be one to 3 project ids (digits) separated by commas'],
    ['an empty ids', '?ids=', 'ids must be one to 3 project ids (digits) separated by commas'],
    ['four ids', '?ids=1,2,3,4', 'ids must be one to 3 project ids (digits) separated by commas'],
    ['a word', '?ids=1,abc', 'ids must be one to 3 project ids (digits) separated by commas'],
    ['an empty part', '?ids=1,,2', 'ids must be one to 3 project ids (digits) separated by commas'],
    ['a negative id', '?ids=-1', 'ids must be one to 3 project ids (digits) separated by commas'],
    ['an id past the integer range', '?ids=2147483648', 'ids must be one to 3 project ids (digits) separated by commas'],
    ['zero', '?ids=0', 'ids must be one to 3 project ids (digits) separated by commas'],
    ['ids twice', '?ids=1&ids=2', 'ids may be given only once'],
    ['an unknown parameter', '?ids=1&sort=price', 'Unknown field: sort'],
  ])('answers 400 for %s', async (_case, query, expected) => {
    const response = await app.inject(`/api/projects/compare${query}`);
    expect(response.statusCode).toBe(400);
    expect(message(response.payload)).toBe(expected);
  });
});
