// The /graphql side of the bench: the very document the facade's GET /users route sends, so both
// targets select the same fields of the same 20 users.
const { ROUTES } = require('@forgegraph/rest-facade/dist/routes/index.js');

const route = ROUTES.find((r) => r.method === 'GET' && r.path === '/users');
module.exports = {
  query: route.operation.document,
  variables: { filter: {}, page: 1, perPage: 20, withCustomAttributes: false },
};
