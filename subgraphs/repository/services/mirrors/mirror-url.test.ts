import { fullUrl, maskedUrl, sanitizeMessage, splitCredentials } from './mirror-url';

describe('mirror URLs (Gitlab::UrlSanitizer, SafeUrl)', () => {
  it.each([
    ['https://user:pass@example.com/g/p.git', 'https://*****:*****@example.com/g/p.git'],
    ['https://user@example.com/g/p.git', 'https://*****@example.com/g/p.git'],
    ['ssh://git@example.com/g/p.git', 'ssh://git@example.com/g/p.git'],
    ['ssh://git:secret@example.com/g/p.git', 'ssh://git:*****@example.com/g/p.git'],
    ['https://example.com/g/p.git', 'https://example.com/g/p.git'],
    ['http://o%40x:p%3Aw@example.com:8080/p.git', 'http://*****:*****@example.com:8080/p.git'],
  ])('masks %s as %s', (raw, masked) => {
    const { url, credentials } = splitCredentials(raw);
    expect(url).not.toContain('@');
    expect(maskedUrl(url, credentials)).toBe(masked);
  });

  it('keeps credentials apart, decoded, and puts them back', () => {
    const { url, credentials } = splitCredentials('http://o%40x:p%3Aw@example.com/p.git');
    expect({ url, credentials }).toEqual({ url: 'http://example.com/p.git', credentials: { user: 'o@x', password: 'p:w' } });
    expect(fullUrl(url, credentials)).toBe('http://o%40x:p%3Aw@example.com/p.git');
    expect(fullUrl(url, credentials, false)).toBe('http://o%40x@example.com/p.git');
  });

  it('takes credentials out of error text, in URLs and on their own', () => {
    const text = "fatal: could not read from 'https://bob:hunter22@example.com/x.git'; password hunter22 refused";
    expect(sanitizeMessage(text, { user: 'bob', password: 'hunter22' })).toBe("fatal: could not read from 'https://*****:*****@example.com/x.git'; password ***** refused");
  });
});
