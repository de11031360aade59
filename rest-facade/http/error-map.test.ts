import { errorResponse } from './error-map';

describe('errorResponse', () => {
  it.each([
    ['NOT_FOUND', { message: '404 Project Not Found' }, 404],
    ['VALIDATION_FAILED', { message: { title: ["can't be blank"] } }, 400],
    ['BAD_USER_INPUT', { error: 'title is missing' }, 400],
    ['CONFLICT', { message: 'Member already exists' }, 409],
    ['FORBIDDEN', { message: '403 Forbidden' }, 403],
    ['UNAUTHENTICATED', { message: '401 Unauthorized' }, 401],
    ['UNPROCESSABLE', { message: ['Source branch "x" does not exist'] }, 422],
  ])('maps %s to its status and keeps GitLab body', (code, body, status) => {
    expect(errorResponse({ message: 'x', extensions: { code, body } })).toEqual({ status, body });
  });

  it('lets a route override the status of a code', () => {
    expect(errorResponse({ message: 'x', extensions: { code: 'CONFLICT', body: { message: 'x' } } }, { CONFLICT: 422 }).status).toBe(422);
  });

  it('masks unknown and internal errors as GitLab 500', () => {
    expect(errorResponse({ message: 'boom', extensions: { code: 'INTERNAL' } })).toEqual({ status: 500, body: { message: '500 Internal Server Error' } });
    expect(errorResponse({ message: 'boom' })).toEqual({ status: 500, body: { message: '500 Internal Server Error' } });
  });
});
