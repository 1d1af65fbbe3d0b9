import type { ApiClient } from '@/api/client';
import type {
  VoiceCard,
  VoiceCardInput,
  VoiceCardPreview,
  VoiceCardPreviewRequest,
} from '@/api/types';
import { outcome } from './result';

export const voiceCardMethods = (client: ApiClient) => ({
  getVoiceCard: async (artistId: number) =>
    outcome(await client.request<VoiceCard>(`/voice-cards/${artistId}`, {}, 'object')),
  saveVoiceCard: async (artistId: number, card: VoiceCardInput) =>
    outcome(
      await client.request<VoiceCard>(
        `/voice-cards/${artistId}`,
        { method: 'POST', json: card },
        'object',
      ),
    ),
  resetVoiceCard: async (artistId: number) =>
    outcome(
      await client.request<VoiceCard>(
        `/voice-cards/${artistId}/reset`,
        { method: 'POST' },
        'object',
      ),
    ),
  previewVoiceCard: async (artistId: number, platform: VoiceCardPreviewRequest['platform']) =>
    outcome(
      await client.request<VoiceCardPreview>(
        `/voice-cards/${artistId}/preview`,
        { method: 'POST', json: { platform }, timeoutMs: 120_000 },
        'object',
      ),
    ),
});
