import type { Hackathon } from '../../../content';
import { WindowedScreen, type WindowedScreenProps } from '../../components/menu/WindowedScreen';
import { HackathonDetail } from './HackathonDetail';
import './hackathons.css';

/** The Hackathons screen: the menu lists team names; the detail shows what the team built. */
export function HackathonsScreen({
  hackathons,
  address,
}: { hackathons: readonly Hackathon[] } & Pick<WindowedScreenProps<Hackathon>, 'address'>) {
  return (
    <WindowedScreen
      className="hackathons"
      heading="Hackathons"
      idPrefix="hackathons"
      noun="team"
      menuLabel="Hackathon teams"
      items={hackathons}
      address={address}
      labelOf={(hackathon) => hackathon.team}
      renderDetail={(hackathon, controls) => <HackathonDetail hackathon={hackathon} controls={controls} />}
    />
  );
}
