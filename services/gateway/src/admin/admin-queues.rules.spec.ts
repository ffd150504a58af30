import type { QueueStats } from '@avtalt/contracts';
import { adminQueues, SEAL_QUEUE } from './admin-queues.rules';

const stats = (queue: string): QueueStats => ({ queue, counts: { waiting: 0, completed: 1 }, failed: [] });
const away = (queue: string): QueueStats => ({ queue, counts: {}, failed: [], unavailable: true });
const names = (list: QueueStats[]) => list.map((q) => (q.unavailable ? `${q.queue} (away)` : q.queue));

describe('adminQueues', () => {
  const others = { templates: stats('question-generation'), notifications: stats('mail') };

  it("lists documents' seal queue right after its PDF queue", () => {
    expect(
      names(adminQueues({ documents: stats('pdf-render'), seal: stats(SEAL_QUEUE), ...others })),
    ).toEqual(['pdf-render', 'pdf-seal', 'question-generation', 'mail']);
  });

  it('leaves the seal queue out with SIGNING=off', () => {
    expect(names(adminQueues({ documents: stats('pdf-render'), seal: null, ...others }))).toEqual([
      'pdf-render',
      'question-generation',
      'mail',
    ]);
  });

  it('lists documents once when the whole service does not answer', () => {
    expect(names(adminQueues({ documents: away('documents'), seal: away(SEAL_QUEUE), ...others }))).toEqual([
      'documents (away)',
      'question-generation',
      'mail',
    ]);
  });

  it('shows the seal queue as not answering when only it does not', () => {
    expect(names(adminQueues({ documents: stats('pdf-render'), seal: away(SEAL_QUEUE), ...others }))).toEqual(
      ['pdf-render', 'pdf-seal (away)', 'question-generation', 'mail'],
    );
  });
});
