import { ProviderError } from '../provider';
import type { Message } from '../../domain/model';
import type { CasinoCore } from './core';

/**
 * The player's inbox. Like a real back end it answers newest first; putting unpushed
 * messages first is the view's rule, not the server's.
 */
export class Messages {
  constructor(private readonly casino: CasinoCore) {}

  list(sessionId: string): Message[] {
    return [...this.casino.player(sessionId).messages].sort((a, b) => b.messageSent.localeCompare(a.messageSent));
  }

  get(sessionId: string, id: string): Message {
    const message = this.casino.player(sessionId).messages.find((m) => m.id === id);
    if (!message) throw new ProviderError('general', 'unknown-error');
    return { ...message };
  }

  markRead(sessionId: string, id: string): void {
    const message = this.casino.player(sessionId).messages.find((m) => m.id === id);
    if (!message) throw new ProviderError('general', 'unknown-error');
    message.status = 'read';
    this.casino.save();
  }
}
