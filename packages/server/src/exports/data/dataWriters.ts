import type { DataWriter } from '../exportTypes';
import { csvWriter } from './csvWriter';
import { createXlsxWriter } from './xlsxWriter';

/** The data formats of downloads, by format: a new one is an entry here (ARCHITECTURE §4.9). */
export const dataWriters: Readonly<Record<DataWriter['format'], DataWriter>> = {
  csv: csvWriter,
  xlsx: createXlsxWriter(),
};
