import type { Topic } from '@avtalt/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { fakeApi } from '../test/fake-api';
import { useAdminTopics } from './use-admin-topics';
import { useCreateTemplate } from './use-question-templates';

const topicId = '2f7e0a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const topic = (questionCount: number): Topic => ({
  id: topicId,
  title: 'Hund',
  description: 'Om hunden',
  featured: true,
  isPublic: true,
  isCustom: false,
  createdBy: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  questionCount,
});

describe('useCreateTemplate', () => {
  it('asks for the topic list again, so its question counts (and the front-page note) follow a new question', async () => {
    let count = 0;
    fakeApi({
      '/api/admin/topics': () => ({ status: 200, body: [topic(count)] }),
      [`/api/admin/topics/${topicId}/templates`]: [],
      [`/api/admin/topics/${topicId}/logic`]: [],
      [`POST /api/admin/topics/${topicId}/templates`]: (body: unknown) => {
        count += 1;
        return { status: 201, body };
      },
    });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ topics: useAdminTopics(), create: useCreateTemplate(topicId) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.topics.data?.[0].questionCount).toBe(0));

    await act(() =>
      result.current.create.mutateAsync({
        id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        topicId,
        text: 'Hvem eier hunden?',
        type: 'yes_no',
        options: null,
        order: '1',
      } as never),
    );

    expect(client.getQueryData<Topic[]>(queryKeys.adminTopics)?.[0].questionCount).toBe(1);
  });
});
