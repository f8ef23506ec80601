/** Federation contract of the lottery remote (architecture §3.1). */
export default {
  name: 'lottery',
  exposes: {
    './LotteryPage': './src/exposed/lottery-page.tsx',
  },
};
