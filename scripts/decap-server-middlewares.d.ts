// decap-server ships no types for the functions it exports to embed its backend in an express app.
declare module 'decap-server/dist/middlewares' {
  import type { Express } from 'express';
  const middlewares: { registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void> };
  export default middlewares;
}
