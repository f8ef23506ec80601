/** Federation contract of the member remote (docs/architecture.md#exposed-modules). */
export default {
  name: 'member',
  exposes: {
    './MemberCentre': './src/exposed/member-centre.tsx',
    './PointsMall': './src/exposed/points-mall.tsx',
  },
};
