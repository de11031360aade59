/** A commit's `gpgsig` header: the signature and the bytes it signs (the object without that header). */
export interface CommitSignatureData {
  kind: 'pgp' | 'x509' | 'ssh';
  text: string;
  signedText: Buffer;
}

const KINDS: Array<[string, CommitSignatureData['kind']]> = [
  ['-----BEGIN PGP SIGNATURE-----', 'pgp'],
  ['-----BEGIN SIGNED MESSAGE-----', 'x509'],
  ['-----BEGIN SSH SIGNATURE-----', 'ssh'],
];

/**
 * Splits a raw commit object as git's `parse_signed_commit` does: the `gpgsig` header (its
 * continuation lines start with a space) is the signature, everything else is what was signed.
 */
export function parseCommitSignature(data: Buffer): CommitSignatureData | null {
  const text = data.toString('utf8');
  const headerEnd = text.indexOf('\n\n');
  const lines = (headerEnd < 0 ? text : text.slice(0, headerEnd + 1)).split('\n');
  const kept: string[] = [];
  const signature: string[] = [];
  let inSignature = false;
  for (const line of lines.slice(0, -1)) {
    if (line.startsWith('gpgsig ')) {
      inSignature = true;
      signature.push(line.slice('gpgsig '.length));
    } else if (inSignature && line.startsWith(' ')) signature.push(line.slice(1));
    else {
      inSignature = false;
      kept.push(line);
    }
  }
  if (!signature.length) return null;
  const body = headerEnd < 0 ? '' : text.slice(headerEnd + 1);
  const signatureText = `${signature.join('\n')}\n`;
  const kind = KINDS.find(([marker]) => signatureText.startsWith(marker))?.[1] ?? 'pgp';
  return { kind, text: signatureText, signedText: Buffer.from(`${kept.join('\n')}\n${body}`, 'utf8') };
}

/** The issuer key id of an OpenPGP signature packet (v4: the issuer or issuer-fingerprint subpacket), upper-case hex. */
export function pgpIssuerKeyId(armored: string): string | null {
  const base64 = armored.split('\n').filter((l) => l && !l.startsWith('-----') && !l.includes(':') && !l.startsWith('=')).join('');
  const packet = Buffer.from(base64, 'base64');
  if (packet.length < 8 || (packet[0] & 0x80) === 0) return null;
  const newFormat = (packet[0] & 0x40) !== 0;
  let at = newFormat ? (packet[1] < 192 ? 2 : packet[1] < 224 ? 3 : 6) : 1 + [1, 2, 4, 0][packet[0] & 0x03];
  if (packet[at] !== 4) return null;
  at += 4; // version, signature type, public-key and hash algorithms
  for (let area = 0; area < 2 && at + 2 <= packet.length; area++) {
    const length = packet.readUInt16BE(at);
    const found = issuerIn(packet.subarray(at + 2, at + 2 + length));
    if (found) return found;
    at += 2 + length;
  }
  return null;
}

/** Subpackets: a 1, 2 or 5 byte length, a type byte, the value (RFC 4880 §5.2.3.1). */
function issuerIn(area: Buffer): string | null {
  for (let at = 0; at < area.length;) {
    let size = area[at];
    let header = 1;
    if (size >= 192 && size < 255) [size, header] = [((size - 192) << 8) + area[at + 1] + 192, 2];
    else if (size === 255) [size, header] = [area.readUInt32BE(at + 1), 5];
    const type = area[at + header] & 0x7f;
    const value = area.subarray(at + header + 1, at + header + size);
    if (type === 16) return value.toString('hex').toUpperCase();
    if (type === 33) return value.subarray(-8).toString('hex').toUpperCase();
    at += header + size;
  }
  return null;
}
