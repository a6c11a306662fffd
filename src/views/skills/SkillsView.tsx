import { owner } from '../../../content';
import { SkillsScreen } from './SkillsScreen';

export default function SkillsView() {
  return <SkillsScreen categories={owner.skills} />;
}
