import { useTranslation } from '@tessera/shared/react-i18next';
import { NS } from '../../i18n';
import { ContractsPage } from './contracts-page';

export default function RealtimeSalaryPage() {
  const { t } = useTranslation(NS);
  return <ContractsPage endpoint="realTimeSalary" title={t('menu.agentRealtimeSalary')} salary={true} />;
}
