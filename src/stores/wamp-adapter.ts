// The websocket platform's adapter module for ./current-provider.ts, loaded with the store that
// shows the player its lost connection (the only adapter with a connection to lose).
import './connection';

export { createProvider } from '../adapters/wamp/index';
