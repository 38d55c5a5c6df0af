declare const migrations: Array<(migration: unknown) => void>;
export = migrations;
