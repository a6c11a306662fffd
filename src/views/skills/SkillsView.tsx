import { skills } from '../../../content';
import { SkillsScreen } from './SkillsScreen';

export default function SkillsView() {
  return <SkillsScreen categories={skills} />;
}
