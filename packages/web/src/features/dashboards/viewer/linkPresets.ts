import { RENDER_PARAMETER } from './renderLink';

/** The controller presets a board's link carries, by controller name: every query parameter but the render switch. */
export const linkPresets = (searchParams: URLSearchParams): [string, string][] => [...searchParams].filter(([name]) => name !== RENDER_PARAMETER);
