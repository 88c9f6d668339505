/**
 * A new uid for a field placement (two uses of one field are told apart by it). Not crypto.randomUUID:
 * browsers offer it only on secure origins, and a self-hosted server may be reached over plain http.
 */
export const newFieldUid = (): string => `f${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
