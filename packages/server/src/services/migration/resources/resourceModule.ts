import type { MigrationDoc, MigrationKind } from '@redbi/shared/domain';
import type { z } from 'zod';

/** A resource another one refers to. `required`: it cannot be imported without it (a chart's view). */
export interface ResourceRef {
  kind: MigrationKind;
  id: string;
  required: boolean;
}

/** Brings a document of format version N to N + 1 (keyed by N). */
export type DocMigration = (old: Record<string, unknown>) => Record<string, unknown>;

/**
 * One resource type's serialisation, shared by export, import and templates: the document's schema at the
 * current format version, the steps that read older versions, what it depends on, and how the ids inside it
 * are remapped (strategy new). The rows it is made from and written to are the owning module's too.
 */
export interface ResourceModule<D extends MigrationDoc = MigrationDoc> {
  kind: D['kind'];
  formatVersion: number;
  schema: z.ZodType<D>;
  migrations: Readonly<Record<number, DocMigration>>;
  /** What it refers to: parent folder, source, view, charts, jump targets, pages. */
  references(doc: D): ResourceRef[];
  /** Checks the schema cannot make (a dashboard's board against the board's own schema); throws what is wrong. */
  check?(doc: D): void;
  /** The same document with its own id and every id it refers to passed through `mapId`. */
  remap(doc: D, mapId: (id: string) => string): D;
}

export const parentRef = (id: string | null): ResourceRef[] => (id === null ? [] : [{ kind: 'folder', id, required: true }]);

export const mapNullable = (id: string | null, mapId: (id: string) => string): string | null => (id === null ? null : mapId(id));
