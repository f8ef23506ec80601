/** Federation contract of the member remote (architecture §3.1). */
export default {
  name: 'member',
  exposes: {
    './MemberCentre': './src/exposed/member-centre.tsx',
  },
};
