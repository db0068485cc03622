/**
 * Hybrid payload codec (DESIGN.md section 5): AES-256-GCM for the JSON body, RSA-OAEP (SHA-256)
 * to wrap the AES key under the gateway's public key. One replaceable module, so a legacy codec
 * (the platform's DES + RSA) can take its place for such a gateway.
 */
export interface PayloadCodec {
  encrypt(body: unknown, publicKeySpkiB64: string): Promise<{ header: string; payload: { value: string } }>;
}

const toB64 = (buf: ArrayBuffer | Uint8Array): string => {
  const bytes = buf instanceof Uint8Array ? buf : new Uint8Array(buf);
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};
const fromB64 = (b64: string): Uint8Array<ArrayBuffer> => {
  const s = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(s.length));
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
};

export const webCryptoCodec: PayloadCodec = {
  async encrypt(body, spki) {
    const subtle = globalThis.crypto.subtle;
    const rsa = await subtle.importKey('spki', fromB64(spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
      'encrypt',
    ]);
    const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
    const ct = new Uint8Array(
      await subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(body))),
    );
    const raw = await subtle.exportKey('raw', aes);
    const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, raw);
    const packed = new Uint8Array(iv.length + ct.length);
    packed.set(iv, 0);
    packed.set(ct, iv.length);
    return { header: toB64(wrapped), payload: { value: toB64(packed) } };
  },
};
