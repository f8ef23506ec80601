// The stack floor's federated host: the floor's host with its remote, on the stack floor's own builds.
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { mount } from './app.jsx';

registerRemotes([{ name: 'floor_stack_games', entry: `${location.origin}/floor/stack-remote/mf-manifest.json` }]);
mount({
  loadLobby: () => loadRemote('floor_stack_games/Lobby'),
  prefetchLobby: () => void preloadRemote([{ nameOrAlias: 'floor_stack_games', exposes: ['./Lobby'] }]),
});
