import { hasErrCode } from '../api/hasErrCode';
import { shareGoneCodes } from './shareConnection';

/** An unknown, expired or revoked link. */
export const isShareGone = (error: unknown): boolean => hasErrCode(error, ...shareGoneCodes);
