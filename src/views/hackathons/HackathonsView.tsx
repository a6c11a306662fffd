import { hackathons } from '../../../content';
import { HackathonsScreen } from './HackathonsScreen';

export default function HackathonsView() {
  return <HackathonsScreen hackathons={hackathons} />;
}
