/** Federation contract of the lottery remote (docs/architecture.md#exposed-modules). */
export default {
  name: 'lottery',
  exposes: {
    './LotteryPage': './src/exposed/lottery-page.tsx',
    './PopularLottery': './src/exposed/popular-lottery.tsx',
  },
};
