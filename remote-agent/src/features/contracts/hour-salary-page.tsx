import { useTranslation } from '@tessera/shared/react-i18next';
import { NS } from '../../i18n';
import { ContractsPage } from './contracts-page';

export default function HourSalaryPage() {
  const { t } = useTranslation(NS);
  return <ContractsPage endpoint="hourSalary" title={t('menu.agentHourSalary')} salary={true} />;
}
