export * from './read-store.js';
export { InvalidReadStoreName } from './names.js';
export { InvalidQuery } from './query.js';
export { openSqliteReadStore, type SqliteReadStoreOptions } from './sqlite/open-sqlite-read-store.js';
export { openMongoReadStore, type MongoReadStoreOptions } from './mongo/open-mongo-read-store.js';
export * from './write-behind/index.js';
