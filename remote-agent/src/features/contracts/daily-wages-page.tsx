import { useTranslation } from '@tessera/shared/react-i18next';
import { NS } from '../../i18n';
import { ContractsPage } from './contracts-page';

export default function DailyWagesPage() {
  const { t } = useTranslation(NS);
  return <ContractsPage endpoint="dailySalary" title={t('menu.agentDailyWages2')} salary={true} />;
}
