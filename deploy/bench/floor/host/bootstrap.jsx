// Federated floor host: registers the one remote at runtime from its manifest, like Tessera's host does
// from the release set, and loads the lobby from it when /rng is first visited.
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { mount } from '../common/app.jsx';

registerRemotes([{ name: 'floor_games', entry: `${location.origin}/floor/remote/mf-manifest.json` }]);
mount({
  loadLobby: () => loadRemote('floor_games/Lobby'),
  prefetchLobby: () => void preloadRemote([{ nameOrAlias: 'floor_games', exposes: ['./Lobby'] }]),
});
