export interface NewVersion {
  version: string;
  url: string;
  mustUpdate: boolean;
}

export type VersionOutcome = { hasNew: false } | ({ hasNew: true } & NewVersion);

export interface UserCentreContext {
  newVersion: NewVersion | null;
}
