import { crc32 } from 'node:zlib';
import { StreamMasker } from '../src/trace/masker';
import { TraceBuffer } from '../src/trace/trace-buffer';

describe('trace masking and buffering', () => {
  it('masks a value split across writes, holding back only a possible prefix', () => {
    const masker = new StreamMasker();
    masker.setValues(['s3cr3t-value']);
    expect(masker.write(Buffer.from('token is s3cr'))).toEqual(Buffer.from('token is '));
    expect(masker.write(Buffer.from('3t-value, done s3'))).toEqual(Buffer.from('[MASKED], done '));
    expect(masker.flush()).toEqual(Buffer.from('s3'));
  });

  it('masks every occurrence, the longer of two overlapping values whole, and leaves other text alone', () => {
    const masker = new StreamMasker();
    masker.setValues(['abc', 'abcdef', '']);
    expect(Buffer.concat([masker.write(Buffer.from('abcdef abc ab x')), masker.flush()]).toString()).toBe('[MASKED] [MASKED] ab x');
  });

  it('keeps the CRC-32 and size of exactly the stored (masked) bytes, and serves byte ranges', () => {
    const buffer = new TraceBuffer();
    buffer.setMasked(['hunter2']);
    buffer.write('password=hunter2\n');
    buffer.write(Buffer.from('second line\n'));
    buffer.finish();
    const stored = Buffer.from('password=[MASKED]\nsecond line\n');
    expect(buffer.size).toBe(stored.length);
    expect(buffer.bytes(0, 1000)).toEqual(stored);
    expect(buffer.bytes(9, 8)).toEqual(Buffer.from('[MASKED]'));
    expect(buffer.checksum()).toBe(`crc32:${crc32(stored).toString(16).padStart(8, '0')}`);
  });

  it('stops collecting past its limit with gitlab-runner\'s notice, ignoring writes after finish', () => {
    const buffer = new TraceBuffer(10);
    buffer.write('0123456789abcdef');
    buffer.write('more');
    const text = buffer.bytes(0, 1000).toString();
    expect(text.startsWith('0123456789\n')).toBe(true);
    expect(text).toContain("Job's log exceeded limit of 10 bytes.");
    expect(text).not.toContain('abcdef');
    expect(text.endsWith('no more output will be collected.\x1b[0;m\n')).toBe(true);
    const size = buffer.size;
    buffer.finish();
    buffer.write('after finish');
    expect(buffer.size).toBe(size);
  });
});
