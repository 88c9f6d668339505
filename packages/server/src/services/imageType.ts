/** The image formats accepted for avatars, recognised by their leading bytes (never by name or header). */
const signatures = [
  { extension: 'png', mime: 'image/png', matches: (b: Uint8Array) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { extension: 'jpg', mime: 'image/jpeg', matches: (b: Uint8Array) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { extension: 'gif', mime: 'image/gif', matches: (b: Uint8Array) => startsWith(b, [0x47, 0x49, 0x46, 0x38]) },
  {
    extension: 'webp',
    mime: 'image/webp',
    matches: (b: Uint8Array) => startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b.subarray(8), [0x57, 0x45, 0x42, 0x50]),
  },
] as const;

export type ImageType = { extension: (typeof signatures)[number]['extension']; mime: string };

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((value, index) => bytes[index] === value);
}

export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  const found = signatures.find((signature) => signature.matches(bytes));
  return found && { extension: found.extension, mime: found.mime };
}

export const mimeOfExtension = (extension: string): string | undefined =>
  signatures.find((signature) => signature.extension === extension)?.mime;
