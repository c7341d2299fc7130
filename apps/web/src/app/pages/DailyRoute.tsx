import DailyPage from '../../features/daily/DailyPage';
import { PersonFields } from '../../features/readings/PersonFields';

/** '/daily' composed at app level: Daily Numbers asks for the same person fields as the reading forms. */
export default function DailyRoute() {
  return <DailyPage PersonFields={PersonFields} />;
}
