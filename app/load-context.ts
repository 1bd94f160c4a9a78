/** What server.ts hands every loader and action. */
export interface CastlineLoadContext {
  /** Calls the in-process /api/v1 handler (used when API_URL is unset). */
  apiFetch(request: Request): Promise<Response>
}

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends CastlineLoadContext {}
}
declare module '@remix-run/server-runtime' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends CastlineLoadContext {}
}
