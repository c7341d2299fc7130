import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export async function registerTokens(app: FastifyInstance, ctx: AppContext): Promise<void> {
  void app;
  void ctx;
}
