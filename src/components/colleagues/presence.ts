// Which records are open for editing in the other tabs of this browser: each editing form says
// so on a BroadcastChannel when it opens and closes, and answers another tab that opens the same
// record. Only a notice, never a lock (issue 37).

const CHANNEL = 'label-admin:editing';

interface Message {
  type: 'open' | 'here' | 'close';
  key: string;
  tab: string;
}

const tabId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Announces that this tab edits `key` and calls `onOthers` with how many other tabs edit it too,
 * at once and whenever that changes. Returns the function that stops.
 */
export function watchEditingElsewhere(key: string, onOthers: (count: number) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  const others = new Set<string>();
  const post = (type: Message['type']) => channel.postMessage({ type, key, tab: tabId });
  channel.onmessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    if (message.key !== key || message.tab === tabId) return;
    const before = others.size;
    if (message.type === 'open') {
      others.add(message.tab);
      post('here');
    } else if (message.type === 'here') others.add(message.tab);
    else if (message.type === 'close') others.delete(message.tab);
    if (others.size !== before) onOthers(others.size);
  };
  post('open');
  const close = () => post('close');
  window.addEventListener('pagehide', close);
  return () => {
    window.removeEventListener('pagehide', close);
    close();
    channel.close();
  };
}
