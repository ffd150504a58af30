// The persistence kit: the SQL helpers repositories share (docs/persistence.md).
export * from './sql';
