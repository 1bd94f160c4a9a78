/**
 * A setting the operator must fix; server.ts and the CLIs print its message as one line, without a
 * stack trace. In a module of its own so that api/db (the data folder's errors) can extend it without
 * importing api/config.ts, which imports the database's option types.
 */
export class ConfigError extends Error {
  override name = 'ConfigError'
}
