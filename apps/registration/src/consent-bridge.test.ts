import { readWebSessionId } from './consent-bridge';

describe('readWebSessionId', () => {
  it('reads a 21-character WSID cookie', () => {
    expect(readWebSessionId('a=1; WSID=V1StGXR8_Z5jdHi6B-myT; b=2')).toBe('V1StGXR8_Z5jdHi6B-myT');
  });

  it('ignores a missing or malformed WSID', () => {
    expect(readWebSessionId('a=1')).toBeUndefined();
    expect(readWebSessionId('WSID=<script>alert(1)</script>xxxx')).toBeUndefined();
    expect(readWebSessionId('XWSID=V1StGXR8_Z5jdHi6B-myT')).toBeUndefined();
  });
});
