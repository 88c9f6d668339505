import { z } from 'zod';
import { idField } from './fields';

/** The folder a node sits in: a folder id, or null for the top of the tree. */
export const parentField = () => idField().nullable().meta({ description: 'A folder id, or null for the top of the tree' });

/** A move as its result: the new parent and index (spec §4); the server re-checks the placement rules. */
export const TreeMoveSchema = z.object({ parentId: parentField(), index: z.number().finite() }).meta({ id: 'TreeMove' });
export type TreeMove = z.infer<typeof TreeMoveSchema>;

/** Back from the recycle bin: to its folder, or to the one given. */
export const TreeRestoreSchema = z.object({ parentId: parentField().optional() }).meta({ id: 'TreeRestore' });

/** What the caller may do with a node of a tree whose privileges are Access and Manage (sources, views). */
export const accessPrivileges = ['access', 'manage'] as const;
export type AccessPrivilege = (typeof accessPrivileges)[number];
