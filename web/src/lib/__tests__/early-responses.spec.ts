import { addEarlyRequest, takeEarlyResponse } from '../early-responses';

describe('early responses', () => {
  it('hands an early answer out once, to the same operation with the same variables in any order', async () => {
    addEarlyRequest('Jobs', { page: 1, filter: { tags: ['go'], worldwide: false } }, Promise.resolve({ jobs: 'page one' }));

    expect(takeEarlyResponse('Jobs', { page: 2, filter: { tags: ['go'], worldwide: false } })).toBeUndefined();
    expect(takeEarlyResponse('Bootstrap', {})).toBeUndefined();
    await expect(takeEarlyResponse('Jobs', { filter: { worldwide: false, tags: ['go'] }, page: 1 })).resolves.toEqual({ jobs: 'page one' });
    expect(takeEarlyResponse('Jobs', { page: 1, filter: { tags: ['go'], worldwide: false } })).toBeUndefined();
  });
});
