import { defineTables } from '@forgegraph/platform';
import { SCHEMA } from '../tables';

/** The tables storage moves write by hand (their own, and the containers' storage columns). */
export const MT = defineTables(SCHEMA, {
  moves: 'repository_storage_moves',
  repositories: 'repositories',
  snippets: 'snippets',
  groupWikis: 'group_wiki_repositories',
});
