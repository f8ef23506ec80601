/** Federation contract of the agent remote (architecture §3.1). */
export default {
  name: 'agent',
  exposes: {
    './AgentCentre': './src/exposed/agent-centre.tsx',
  },
};
