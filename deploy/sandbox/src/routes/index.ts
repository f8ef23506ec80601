/** Every call the sandbox answers, one module per call group of the client's endpoint table. */
import type { GatewayRoute } from '../gateway/define-route.js';
import { fundsRoutes } from './funds.js';
import { agentRoutes } from './agent.js';
import { contractRoutes } from './contracts.js';
import { gameRoutes } from './games.js';
import { lotteryRoutes } from './lottery.js';
import { memberRoutes } from './member.js';
import { messageRoutes } from './messages.js';
import { profileRoutes } from './profile.js';
import { rewardRoutes } from './rewards.js';
import { recordsRoutes } from './records.js';
import { memberReportRoutes } from './member-reports.js';
import { sessionRoutes } from './session.js';
import { systemRoutes } from './system.js';
import { uplineRoutes } from './upline.js';
import { walletRoutes } from './wallet.js';
import { withdrawRoutes } from './withdraw.js';
import { accountRoutes } from './account.js';
import { contentRoutes } from './content.js';
import { pointRoutes } from './points.js';
import { widgetRoutes } from './widgets.js';

export const GATEWAY_ROUTES: readonly GatewayRoute[] = [...sessionRoutes, ...memberRoutes, ...walletRoutes, ...fundsRoutes, ...withdrawRoutes, ...uplineRoutes, ...recordsRoutes, ...memberReportRoutes, ...messageRoutes, ...rewardRoutes, ...profileRoutes, ...systemRoutes, ...gameRoutes, ...lotteryRoutes, ...agentRoutes, ...contractRoutes, ...accountRoutes, ...contentRoutes, ...pointRoutes, ...widgetRoutes];
