import qs from 'qs';
import { p, type ParamSchema } from '../params/param';

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;

/** `page`/`per_page` as GitLab declares them; values below 1 are refused, above 100 clamped. */
export const OFFSET_PARAMS: ParamSchema = {
  page: p.integer().default(1).range(1),
  per_page: p.integer().default(DEFAULT_PER_PAGE).range(1),
};

/** Offset params plus the keyset switch and its opaque cursor. */
export const PAGINATION_PARAMS: ParamSchema = {
  ...OFFSET_PARAMS,
  pagination: p.string().values(['offset', 'keyset']),
  cursor: p.string(),
};

export interface OffsetPosition {
  page: number;
  perPage: number;
  /** The per_page the client asked for; GitLab repeats it in Link URLs. */
  requestedPerPage: number;
}

export function offsetPosition(params: { page: number; per_page: number }): OffsetPosition {
  return { page: params.page, perPage: Math.min(params.per_page, MAX_PER_PAGE), requestedPerPage: params.per_page };
}

/**
 * GitLab's offset headers (Gitlab::Pagination::OffsetHeaderBuilder). `total` is null when the
 * collection is beyond the count cap: X-Total, X-Total-Pages and rel="last" are then left out.
 */
export function offsetHeaders(baseUrl: string, query: Record<string, unknown>, position: OffsetPosition, total: number | null, pageSize: number): Record<string, string> {
  const { page, perPage } = position;
  const totalPages = total === null ? null : Math.max(Math.ceil(total / perPage), 1);
  const hasNext = totalPages === null ? pageSize >= perPage : page < totalPages;
  const next = hasNext ? page + 1 : null;
  const prev = page > 1 && (totalPages === null || page <= totalPages) ? page - 1 : null;
  const link = (n: number) => `<${pageUrl(baseUrl, query, n, position.requestedPerPage)}>`;
  const links = [
    prev !== null ? `${link(prev)}; rel="prev"` : null,
    next !== null ? `${link(next)}; rel="next"` : null,
    `${link(1)}; rel="first"`,
    totalPages !== null ? `${link(totalPages)}; rel="last"` : null,
  ].filter(Boolean);
  const headers: Record<string, string> = {
    'x-per-page': String(perPage),
    'x-page': String(page),
    'x-next-page': next === null ? '' : String(next),
    'x-prev-page': prev === null ? '' : String(prev),
    link: links.join(', '),
  };
  if (total !== null) {
    headers['x-total'] = String(total);
    headers['x-total-pages'] = String(totalPages);
  }
  return headers;
}

/** Keyset pagination: only a `Link` rel="next" while more rows follow (doc/api/rest/_index.md). */
export function keysetHeaders(baseUrl: string, query: Record<string, unknown>, next: Record<string, string | undefined> | null, perPage: number): Record<string, string> {
  const headers: Record<string, string> = { 'x-per-page': String(perPage) };
  if (next) headers.link = `<${urlWith(baseUrl, { ...query, ...next })}>; rel="next"`;
  return headers;
}

function pageUrl(baseUrl: string, query: Record<string, unknown>, page: number, perPage: number): string {
  return urlWith(baseUrl, { ...query, page: String(page), per_page: String(perPage) });
}

/**
 * Rails' `Hash#to_query`: each top-level key encoded (arrays as `a%5B%5D=1` in their own order,
 * hashes as `h%5Bk%5D=v`), then the encoded parts sorted as plain strings and joined.
 */
function urlWith(baseUrl: string, query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const key of Object.keys(query)) {
    const value = query[key];
    // Most params (page, per_page, ...) need no escaping: qs would give the same `key=value` (three
    // links a page, it cost 2% of the CPU of a list request).
    const part = typeof value === 'string' && PLAIN.test(key) && PLAIN.test(value) ? `${key}=${value}` : qs.stringify({ [key]: value }, { arrayFormat: 'brackets' });
    if (part) parts.push(part);
  }
  return `${baseUrl}?${parts.sort().join('&')}`;
}

/** Characters qs leaves unescaped (RFC 3986 unreserved). */
const PLAIN = /^[\w.~-]*$/;
