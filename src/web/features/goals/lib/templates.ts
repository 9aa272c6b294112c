import type { Category } from '@common/goals';
import {
  BookOpen,
  ChefHat,
  Footprints,
  House,
  type LucideIcon,
  Piano,
  PlaneTakeoff,
  Sparkles,
  Waves,
} from 'lucide-react';

/** Sample goals that prefill the add dialog; their texts live in the goals catalog. */
type GoalTemplateId =
  | 'pilotLicense'
  | 'piano'
  | 'buildHouse'
  | 'scubaDiving'
  | 'northernLights'
  | 'marathon'
  | 'thaiCooking'
  | 'writeBook';

export type GoalTemplate = { id: GoalTemplateId; category: Category; icon: LucideIcon };

export const GOAL_TEMPLATES: readonly GoalTemplate[] = [
  { id: 'pilotLicense', category: 'Skills', icon: PlaneTakeoff },
  { id: 'piano', category: 'Learning', icon: Piano },
  { id: 'buildHouse', category: 'Personal', icon: House },
  { id: 'scubaDiving', category: 'Adventure', icon: Waves },
  { id: 'northernLights', category: 'Travel', icon: Sparkles },
  { id: 'marathon', category: 'Fitness', icon: Footprints },
  { id: 'thaiCooking', category: 'Skills', icon: ChefHat },
  { id: 'writeBook', category: 'Creativity', icon: BookOpen },
];
