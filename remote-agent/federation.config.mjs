/** Federation contract of the agent remote (docs/architecture.md#exposed-modules). */
export default {
  name: 'agent',
  exposes: {
    './AgentCentre': './src/exposed/agent-centre.tsx',
  },
};
