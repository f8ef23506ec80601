/** Federation contract of the games remote (architecture §3.1). */
export default {
  name: 'games',
  exposes: {
    './Lobby': './src/exposed/lobby.tsx',
  },
};
