import type { Kysely } from 'kysely';
import { storeVersions, type MetadataVersions } from '../db/metadataVersions';
import type { Database } from '../db/schema';
import { createDownloadTaskRepository } from './downloadTaskRepository';
import { createInvitationRepository } from './invitationRepository';
import { createJobRepository } from './jobRepository';
import { createOrganizationRepository } from './organizationRepository';
import { createPermissionRepository } from './permissionRepository';
import { createRobotPictureRepository } from './robotPictureRepository';
import { createRoleRepository } from './roleRepository';
import { createScheduleRepository } from './scheduleRepository';
import { createSourceRepository } from './sourceRepository';
import { createSessionRepository } from './sessionRepository';
import { createShareRepository } from './shareRepository';
import { createStoryboardRepository } from './storyboardRepository';
import { createSystemRepository } from './systemRepository';
import { createUserIdentityRepository } from './userIdentityRepository';
import { createUserRepository } from './userRepository';
import { createUserTokenRepository } from './userTokenRepository';
import { createVariableRepository } from './variableRepository';
import { createViewRepository } from './viewRepository';
import { createVizRepository } from './vizRepository';

export function createRepositories(db: Kysely<Database>) {
  return {
    users: createUserRepository(db),
    organizations: createOrganizationRepository(db),
    sessions: createSessionRepository(db),
    system: createSystemRepository(db),
    userTokens: createUserTokenRepository(db),
    userIdentities: createUserIdentityRepository(db),
    roles: createRoleRepository(db),
    permissions: createPermissionRepository(db),
    invitations: createInvitationRepository(db),
    sources: createSourceRepository(db),
    views: createViewRepository(db),
    variables: createVariableRepository(db),
    vizs: createVizRepository(db),
    shares: createShareRepository(db),
    storyboards: createStoryboardRepository(db),
    jobs: createJobRepository(db),
    downloads: createDownloadTaskRepository(db),
    schedules: createScheduleRepository(db),
    robotPictures: createRobotPictureRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** Repositories plus a way to run several writes as one transaction, and the versions of what is kept in memory. */
export interface Store extends Repositories {
  db: Kysely<Database>;
  versions: MetadataVersions;
  transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T>;
}

/** `versions`: how they are read (createDatabase's for the store it opened); by default through `db`. */
export function createStore(db: Kysely<Database>, versions: MetadataVersions = storeVersions(db)): Store {
  return {
    db,
    versions,
    ...createRepositories(db),
    transaction: (work) => db.transaction().execute((trx) => work(createRepositories(trx))),
  };
}
