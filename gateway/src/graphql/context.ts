import type { Request } from 'express';
import type { Actor } from '@remotehunt/services/auth/authorization';
import type { Services } from '@remotehunt/services/app/services';
import type { Loaders } from './loaders';

export interface GraphQLContext {
  actor: Actor | null;
  services: Services;
  req: Request;
  loaders: Loaders;
}
