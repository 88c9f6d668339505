/** Puts text on the clipboard; false when the browser refuses (no permission, an insecure page). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The link and its access code as one text to pass on. */
export const linkAndCodeText = (url: string, code: string, codeLabel: string): string => `${url}\n${codeLabel}: ${code}`;
