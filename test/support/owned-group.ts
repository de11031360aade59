import { addMember, createGroup, createUserWithClient, type CreatedGroup } from './factories';
import type { HttpClient } from './http-client';
import type { TestService } from './service';

/** A private group with its owner, a Maintainer, and a signed-in user outside it. */
export interface OwnedGroup {
  owner: HttpClient;
  maintainer: HttpClient;
  outsider: HttpClient;
  group: CreatedGroup;
}

export async function createOwnedGroup(service: TestService): Promise<OwnedGroup> {
  const [o, m, x] = await Promise.all([createUserWithClient(service.api), createUserWithClient(service.api), createUserWithClient(service.api)]);
  const group = await createGroup(o.client, { visibility: 'private' });
  await addMember(o.client, `groups/${group.id}`, m.user.id, 40);
  return { owner: o.client, maintainer: m.client, outsider: x.client, group };
}
