import { z } from 'zod';
import { defineJob, jobName } from './define-job';

const payload = z.object({ hash: z.string() });
const handler = async () => 'done';

describe('defineJob', () => {
  it('names the job by its id and version, so a changed payload shape is a job of its own', () => {
    const v1 = defineJob({ id: 'pdf.render', version: 1, payload, handler });
    const v2 = defineJob({ id: 'pdf.render', version: 2, payload, handler });
    expect(v1.name).toBe('pdf.render.v1');
    expect(v2.name).toBe('pdf.render.v2');
    expect(jobName('question-draft.generate', 3)).toBe('question-draft.generate.v3');
  });

  it('fills in three attempts a second apart, and finished jobs kept a day', () => {
    expect(defineJob({ id: 'a', version: 1, payload, handler }).options).toEqual({
      attempts: 3,
      backoff: { type: 'fixed', delayMs: 1000 },
      removeOnComplete: { age: 86_400, count: 1000 },
      removeOnFail: { age: 86_400, count: 1000 },
    });
    expect(
      defineJob({ id: 'a', version: 1, payload, handler, options: { attempts: 1, removeOnFail: 100 } })
        .options,
    ).toMatchObject({ attempts: 1, removeOnFail: 100, removeOnComplete: { age: 86_400, count: 1000 } });
  });

  it('refuses an id that is not dotted lower-case words, a version below 1 and attempts below 1', () => {
    expect(() => defineJob({ id: 'Pdf Render', version: 1, payload, handler })).toThrow(/lower-case/);
    expect(() => defineJob({ id: 'pdf.render.', version: 1, payload, handler })).toThrow(/lower-case/);
    expect(() => defineJob({ id: 'pdf.render', version: 0, payload, handler })).toThrow(/version/);
    expect(() => defineJob({ id: 'pdf.render', version: 1.5, payload, handler })).toThrow(/version/);
    expect(() =>
      defineJob({ id: 'pdf.render', version: 1, payload, handler, options: { attempts: 0 } }),
    ).toThrow(/attempts/);
  });

  it('keeps the legacy names it takes over, and refuses its own name among them', () => {
    const legacy = { names: ['render'], payload: (raw: unknown) => raw };
    expect(defineJob({ id: 'pdf.render', version: 1, payload, handler, legacy }).legacy).toBe(legacy);
    expect(defineJob({ id: 'pdf.render', version: 1, payload, handler }).legacy).toBeUndefined();
    expect(() =>
      defineJob({
        id: 'pdf.render',
        version: 1,
        payload,
        handler,
        legacy: { ...legacy, names: ['pdf.render.v1'] },
      }),
    ).toThrow(/legacy name/);
  });
});
