/** The chat room's calls (Tessera's design, docs/gateway.md#content-calls). */
import { api, type ChatMessage } from '@tessera/shared';

export const chatRoomApi = {
  messages: async (afterId?: number): Promise<ChatMessage[]> => (await api.call('chatMessages', afterId === undefined ? {} : { afterId })).messages ?? [],
  send: (text: string): Promise<ChatMessage> => api.call('chatSend', { text }),
};
