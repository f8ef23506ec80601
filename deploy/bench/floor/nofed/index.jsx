// The floor without federation: one bundle, the lobby as a lazy chunk.
import { mount } from '../common/app.jsx';

mount({ loadLobby: () => import('../common/lobby.jsx') });
