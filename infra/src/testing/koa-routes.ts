import type Koa from 'koa';

export type Route = { method: string; path: string };

type Layer = { path: string | RegExp; methods: string[] };
type RouterMiddleware = { router?: { stack: Layer[] } };

/** Every route a Koa app's @koa/router routers declare (HEAD and `use` layers left out), as `METHOD /path/:param`. */
export const routesOf = (app: Koa): Route[] =>
  (app.middleware as RouterMiddleware[]).flatMap((middleware) =>
    (middleware.router?.stack ?? []).flatMap((layer) =>
      typeof layer.path === 'string'
        ? layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: layer.path as string }))
        : [],
    ),
  );
