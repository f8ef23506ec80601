/** Federation contract of the games remote (docs/architecture.md#exposed-modules). */
export default {
  name: 'games',
  exposes: {
    './Lobby': './src/exposed/lobby.tsx',
    './GamePage': './src/exposed/game-page.tsx',
    './HotGames': './src/exposed/hot-games.tsx',
    './launch': './src/exposed/launch.ts',
  },
};
