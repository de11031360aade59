// The baseline of `npm run bench`: a minimal express + pg handler serving the same JSON as
// GET /api/v4/users?per_page=20 for an administrator, with the same pagination headers.
'use strict';
const { createHash } = require('node:crypto');
const express = require('express');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 8 });
const externalUrl = process.env.EXTERNAL_URL;
const app = express();

app.get('/api/v4/users', async (req, res) => {
  const perPage = Math.min(Number(req.query.per_page ?? 20), 100);
  const page = Number(req.query.page ?? 1);
  const [{ rows }, { rows: [count] }] = await Promise.all([
    pool.query('select * from identity.users order by id desc limit $1 offset $2', [perPage, (page - 1) * perPage]),
    pool.query('select count(*)::int as n from (select 1 from identity.users limit 10001) t'),
  ]);
  const ids = rows.map((r) => r.id);
  const { rows: identities } = await pool.query('select * from identity.user_identities where user_id = any($1) order by id', [ids]);
  const totalPages = Math.max(Math.ceil(count.n / perPage), 1);
  res.set({
    'x-per-page': String(perPage), 'x-page': String(page), 'x-total': String(count.n), 'x-total-pages': String(totalPages),
    'x-next-page': page < totalPages ? String(page + 1) : '', 'x-prev-page': page > 1 ? String(page - 1) : '',
  });
  const body = Buffer.from(JSON.stringify(rows.map((u) => present(u, identities.filter((i) => i.user_id === u.id)))));
  res.set('content-type', 'application/json').end(body);
});

function present(u, identities) {
  const iso = (d) => (d ? new Date(d).toISOString() : null);
  const day = (d) => (d ? new Date(d).toISOString().slice(0, 10) : null);
  const work = [u.job_title, u.organization].filter(Boolean);
  return {
    id: u.id, username: u.username, name: u.name, state: u.state, locked: u.locked,
    avatar_url: `https://www.gravatar.com/avatar/${createHash('sha256').update(u.email.trim().toLowerCase()).digest('hex')}?s=80&d=identicon`,
    web_url: `${externalUrl}/${u.username}`, created_at: iso(u.created_at), bio: u.bio, location: u.location,
    public_email: u.public_email || null, skype: u.skype, linkedin: u.linkedin, twitter: u.twitter, discord: u.discord,
    website_url: u.website_url, organization: u.organization, job_title: u.job_title, pronouns: u.pronouns, bot: u.bot,
    work_information: work.length === 2 ? `${u.job_title} at ${u.organization}` : work[0] ?? null,
    followers: u.followers, following: u.following, is_followed: false, local_time: null,
    last_sign_in_at: iso(u.last_sign_in_at), confirmed_at: iso(u.confirmed_at), last_activity_on: day(u.last_activity_on),
    email: u.email, theme_id: u.theme_id, color_scheme_id: u.color_scheme_id, projects_limit: u.projects_limit,
    current_sign_in_at: iso(u.current_sign_in_at),
    identities: identities.map((i) => ({ provider: i.provider, extern_uid: i.extern_uid, saml_provider_id: i.saml_provider_id })),
    can_create_group: u.can_create_group, can_create_project: u.projects_limit > 0 && !u.external,
    two_factor_enabled: u.two_factor_enabled, external: u.external, private_profile: u.private_profile,
    commit_email: u.commit_email ?? u.email, is_admin: u.admin, note: u.note, namespace_id: u.namespace_id,
    created_by: u.created_by_id ? { id: u.created_by_id } : null, email_reset_offered_at: iso(u.email_reset_offered_at),
    using_license_seat: false, scim_identities: [], shared_runners_minutes_limit: null, extra_shared_runners_minutes_limit: null,
  };
}

const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
