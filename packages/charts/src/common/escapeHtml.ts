const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Tooltips are HTML and their texts come from the data: every data text goes through this. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => entities[char]!);
