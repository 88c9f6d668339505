import type { RobotKind } from '@redbi/shared/domain';
import { dingtalkRobot } from './dingtalkRobot';
import { feishuRobot } from './feishuRobot';
import type { RobotDefinition } from './robotTypes';
import { wecomRobot } from './wecomRobot';

/** The enterprise-chat robots a WEBHOOK schedule posts to, by kind (a registry: adding one is a file and a line). */
export const robotRegistry: Record<RobotKind, RobotDefinition> = {
  wecom: wecomRobot,
  dingtalk: dingtalkRobot,
  feishu: feishuRobot,
};
