import { type Agreement, AgreementsRpc, submitAnswersBodySchema } from '@avtalt/contracts';
import type { Request } from 'express';
import { type DirectRoute, uuidRoute } from '../http/direct-routes';
import { parseInput } from '../http/parse-input';
import type { RpcService } from '../rpc/rpc.service';
import { callerOf } from '../session/caller';
import { answerComparison, type ComparisonViews } from './comparison-views';

/** POST /api/agreements/:id/answers: the caller's answers to every question of the round. */
export function submitAnswers(rpc: RpcService, req: Request, agreementId: string): Promise<Agreement> {
  return rpc.request(
    AgreementsRpc.answerAll,
    { caller: callerOf(req), agreementId, body: parseInput(submitAnswersBodySchema, req.body) },
    req.requestId,
  );
}

/**
 * The agreement routes answered before Express's router (bootstrap.ts, docs/performance.md): the two a
 * round is made of, read the comparison and send the answers. Each runs the same function as its Nest
 * route in AgreementsController, which still answers what these do not match (an id that is no UUID).
 */
export function agreementDirectRoutes(views: ComparisonViews, rpc: RpcService): DirectRoute[] {
  return [
    uuidRoute('GET', '/api/agreements/:id/comparison', (req, res) =>
      answerComparison(views, req, res, req.params.id as string),
    ),
    uuidRoute('POST', '/api/agreements/:id/answers', async (req, res) => {
      res.status(200).json(await submitAnswers(rpc, req, req.params.id as string));
    }),
  ];
}
