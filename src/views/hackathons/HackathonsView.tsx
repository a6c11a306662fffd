import { owner } from '../../../content';
import { HackathonsScreen } from './HackathonsScreen';

export default function HackathonsView() {
  return <HackathonsScreen hackathons={owner.hackathons} />;
}
