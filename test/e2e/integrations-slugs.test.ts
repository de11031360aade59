import { eventFlagOf, INTEGRATION_DEFINITIONS, type IntegrationField } from '@forgegraph/admin';
import { expectGitlabError } from '../support/expectations';
import { createProject, createUserWithClient } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

// Boots and deliveries run on a shared 2-core machine: generous limits, deadlines inside the tests.
jest.setTimeout(90_000);

let service: TestService;
let owner: { client: HttpClient };
let projectId: number;

beforeAll(async () => {
  service = await startTestService();
  owner = await createUserWithClient(service.api);
  projectId = (await createProject(owner.client)).id;
}, 90_000);
afterAll(async () => {
  await service?.stop();
});

/** A value GitLab's validations accept for the field (public address literals for URLs: no DNS). */
const valueFor = (field: IntegrationField) => (field.url ? `https://203.0.113.20/${field.name}` : field.type === 'boolean' ? true : field.type === 'integer' ? 1 : `v-${field.name}`);

describe.each(INTEGRATION_DEFINITIONS.map((definition) => [definition.slug, definition] as const))('%s', (slug, definition) => {
  const required = definition.fields.filter((field) => field.required);
  const secrets = definition.fields.filter((field) => field.secret).map((field) => field.name);

  it('refuses a PUT through /services without its required parameters, naming each', async () => {
    const res = await owner.client.put(`/projects/${projectId}/services/${slug}`, { body: {} });
    if (!required.length) return expect(res.status).toBe(200);
    expectGitlabError(res, 400, { error: required.map((field) => `${field.name} is missing`).join(', ') });
  });

  it('sets it up with its required parameters, shows every field but the secrets, and names its title', async () => {
    const body = Object.fromEntries(required.map((field) => [field.name, valueFor(field)]));
    const res = await owner.client.put(`/projects/${projectId}/integrations/${slug}`, { body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slug, title: definition.title, active: true, inherited: false });
    expect(Object.keys(res.body.properties)).toEqual(definition.fields.map((field) => field.name).filter((name) => !secrets.includes(name)));
    for (const field of required.filter((f) => !f.secret)) expect(res.body.properties[field.name]).toEqual(valueFor(field));
  });

  it('switches only the flags of its supported events', async () => {
    const flags = definition.events.map(eventFlagOf);
    if (!flags.length) return;
    const body = { ...Object.fromEntries(required.map((field) => [field.name, valueFor(field)])), ...Object.fromEntries(flags.map((flag) => [flag, false])) };
    const res = await owner.client.put(`/projects/${projectId}/integrations/${slug}`, { body });
    for (const flag of flags) expect(res.body[flag]).toBe(false);
  });
});
