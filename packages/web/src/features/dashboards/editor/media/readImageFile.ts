/** What an uploaded board image may be: the types a data URL of the board accepts (mediaSourceField), up to 1 MB. */
export const BOARD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;
export const BOARD_IMAGE_MAX_BYTES = 1024 * 1024;

/** Why a file cannot be used, as a key of the 'boardEditor.media' messages. */
export type ImageFileProblem = 'wrongType' | 'tooLarge' | 'readFailed';

export const imageFileProblem = (file: { type: string; size: number }): ImageFileProblem | undefined => {
  if (!BOARD_IMAGE_TYPES.some((type) => type === file.type)) return 'wrongType';
  if (file.size > BOARD_IMAGE_MAX_BYTES) return 'tooLarge';
  return undefined;
};

/**
 * An image chosen by the author, read as a base64 data URL: stored inside the board document, so that the
 * board needs no file store and its exports carry their images. Too large or of another type: the problem.
 */
export function readImageFile(file: Blob): Promise<{ dataUrl: string } | { problem: ImageFileProblem }> {
  const problem = imageFileProblem(file);
  if (problem) return Promise.resolve({ problem });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? { dataUrl: reader.result } : { problem: 'readFailed' });
    reader.onerror = () => resolve({ problem: 'readFailed' });
    reader.readAsDataURL(file);
  });
}
