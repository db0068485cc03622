import crypto from 'node:crypto';

/**
 * Hybrid payload encryption (DESIGN.md section 5). The client encrypts the JSON body with a fresh
 * AES-256-GCM key, wraps that key with RSA-OAEP (SHA-256) under our public key and sends
 * `{ "value": base64(iv[12] || ciphertext || tag[16]) }` with `Encryption: base64(wrappedKey)`.
 * The key pair is given by the app (one per database, so every gateway process opens what any process's key
 * sealed: plugins/app/encryption.ts), else made for the life of the object; a client whose key is stale gets
 * `request.decrypt_failed` and fetches the key again.
 */
export class PayloadCodec {
  constructor(
    private readonly keys: { publicKey: crypto.KeyObject; privateKey: crypto.KeyObject } = newPayloadKeys(),
  ) {}

  /** @returns the public key as base64 DER (SPKI), what WebCrypto's importKey('spki') takes. */
  publicKeySpki(): string {
    return this.keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  }

  /** @throws Error when the envelope cannot be opened. */
  decrypt(wrappedKeyB64: string, valueB64: string): unknown {
    const aesKey = crypto.privateDecrypt(
      { key: this.keys.privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(wrappedKeyB64, 'base64'),
    );
    const data = Buffer.from(valueB64, 'base64');
    if (aesKey.length !== 32 || data.length < 12 + 16) throw new Error('bad envelope');
    const iv = data.subarray(0, 12);
    const tag = data.subarray(data.length - 16);
    const decipher = crypto.createDecipheriv('aes-256-gcm', aesKey, iv);
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(data.subarray(12, data.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  }

  /** Test helper: what a client sends. */
  encrypt(body: unknown): { header: string; payload: { value: string } } {
    const aesKey = crypto.randomBytes(32);
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', aesKey, iv);
    const ct = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
    const wrapped = crypto.publicEncrypt(
      { key: this.keys.publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      aesKey,
    );
    return {
      header: wrapped.toString('base64'),
      payload: { value: Buffer.concat([iv, ct, cipher.getAuthTag()]).toString('base64') },
    };
  }
}

/** A new RSA-2048 key pair for the payload codec. */
export const newPayloadKeys = () => crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
