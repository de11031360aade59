/** Parsed git commit and tag objects, with dates already in GitLab's ISO 8601 form. */
export interface Person {
  name: string;
  email: string;
  /** `2012-09-20T11:50:22.000+03:00`: the person's own offset, milliseconds as GitLab prints them. */
  date: string;
  timestamp: number;
}

export interface ParsedCommit {
  sha: string;
  treeId: string;
  parentIds: string[];
  author: Person;
  committer: Person;
  message: string;
}

export interface ParsedTag {
  oid: string;
  objectId: string;
  objectType: string;
  name: string;
  tagger: Person | null;
  /** The annotation without a trailing signature block. */
  message: string;
  signature: { kind: 'pgp' | 'x509' | 'ssh'; text: string; signedText: Buffer } | null;
}

const SIGNATURE_STARTS: Array<[string, 'pgp' | 'x509' | 'ssh']> = [
  ['-----BEGIN PGP SIGNATURE-----', 'pgp'],
  ['-----BEGIN SIGNED MESSAGE-----', 'x509'],
  ['-----BEGIN SSH SIGNATURE-----', 'ssh'],
];

export function parseCommit(sha: string, data: Buffer): ParsedCommit {
  const { headers, message } = splitObject(data.toString('utf8'));
  const parentIds = headers.filter(([k]) => k === 'parent').map(([, v]) => v);
  return {
    sha,
    treeId: header(headers, 'tree') ?? '',
    parentIds,
    author: parsePerson(header(headers, 'author') ?? ''),
    committer: parsePerson(header(headers, 'committer') ?? ''),
    message,
  };
}

export function parseTag(oid: string, data: Buffer): ParsedTag {
  const text = data.toString('utf8');
  const { headers, message } = splitObject(text);
  const tagger = header(headers, 'tagger');
  let body = message;
  let signature: ParsedTag['signature'] = null;
  for (const [marker, kind] of SIGNATURE_STARTS) {
    const at = text.lastIndexOf(marker);
    if (at < 0 || (at > 0 && text[at - 1] !== '\n')) continue;
    signature = { kind, text: text.slice(at), signedText: Buffer.from(text.slice(0, at), 'utf8') };
    body = message.slice(0, Math.max(0, message.length - (text.length - at)));
    break;
  }
  return {
    oid,
    objectId: header(headers, 'object') ?? '',
    objectType: header(headers, 'type') ?? '',
    name: header(headers, 'tag') ?? '',
    tagger: tagger ? parsePerson(tagger) : null,
    message: body,
    signature,
  };
}

/** Headers (continuation lines starting with a space are folded into the previous one) and the message. */
function splitObject(text: string): { headers: Array<[string, string]>; message: string } {
  const end = text.indexOf('\n\n');
  const head = end < 0 ? text : text.slice(0, end);
  const headers: Array<[string, string]> = [];
  for (const line of head.split('\n')) {
    if (line.startsWith(' ') && headers.length) headers[headers.length - 1][1] += '\n' + line.slice(1);
    else {
      const space = line.indexOf(' ');
      headers.push([line.slice(0, space), line.slice(space + 1)]);
    }
  }
  return { headers, message: end < 0 ? '' : text.slice(end + 2) };
}

function header(headers: Array<[string, string]>, key: string): string | undefined {
  return headers.find(([k]) => k === key)?.[1];
}

/** `Jane Doe <jane@example.com> 1348131022 +0300` */
export function parsePerson(value: string): Person {
  const match = /^(.*?) ?<([^>]*)> (\d+) ([+-]\d{4})$/.exec(value);
  if (!match) return { name: value, email: '', date: formatGitDate(0, '+0000'), timestamp: 0 };
  const timestamp = Number(match[3]);
  return { name: match[1], email: match[2], date: formatGitDate(timestamp, match[4]), timestamp };
}

export function formatGitDate(seconds: number, offset: string): string {
  const sign = offset.startsWith('-') ? -1 : 1;
  const minutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5)));
  const local = new Date((seconds + minutes * 60) * 1000).toISOString().slice(0, 19);
  return `${local}.000${offset.slice(0, 3)}:${offset.slice(3, 5)}`;
}

/** GitLab's `title` (Commit#full_title): the first line, or `--no commit message` for a blank one. */
export function commitTitle(message: string): string {
  if (message.trim() === '') return '--no commit message';
  return message.split(/[\r\n]/, 1)[0];
}
