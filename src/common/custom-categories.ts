import { z } from 'zod';
import { CUSTOM_CATEGORY_NAME_MAX } from './limits';

/**
 * The icons an own category may have: names of the web's icon set (lucide), kebab-case. The web
 * maps each to its component; anything else is refused, so a stored icon always draws.
 */
export const CATEGORY_ICON_NAMES = [
  'star',
  'heart',
  'plane',
  'mountain',
  'tent',
  'map',
  'camera',
  'music',
  'book-open',
  'graduation-cap',
  'briefcase',
  'piggy-bank',
  'dumbbell',
  'bike',
  'trophy',
  'palette',
  'utensils',
  'coffee',
  'house',
  'users',
  'baby',
  'dog',
  'leaf',
  'sun',
  'gift',
  'gamepad-2',
] as const;
export type CategoryIconName = (typeof CATEGORY_ICON_NAMES)[number];

/**
 * The colours an own category may have, with the sRGB value each stands for (deep enough for white
 * text on it in both themes). The API stores and answers the name.
 */
export const CATEGORY_COLORS = {
  red: '#b91c1c',
  orange: '#c2410c',
  amber: '#b45309',
  lime: '#4d7c0f',
  green: '#15803d',
  teal: '#0f766e',
  cyan: '#0e7490',
  blue: '#1d4ed8',
  indigo: '#4338ca',
  purple: '#7e22ce',
  pink: '#be185d',
  slate: '#475569',
} as const;
export type CategoryColor = keyof typeof CATEGORY_COLORS;
export const CATEGORY_COLOR_NAMES = Object.keys(CATEGORY_COLORS) as [CategoryColor, ...CategoryColor[]];

const name = z.string().trim().min(1, 'Name is required.').max(CUSTOM_CATEGORY_NAME_MAX);
const icon = z.enum(CATEGORY_ICON_NAMES, { message: 'Choose one of the icons.' });
const color = z.enum(CATEGORY_COLOR_NAMES, { message: 'Choose one of the colours.' });

/** Body of POST /api/me/categories. */
export const customCategoryCreateSchema = z.object({ name, icon, color });
export type CustomCategoryCreate = z.infer<typeof customCategoryCreateSchema>;

/** Body of PATCH /api/me/categories/:id: the fields sent change. */
export const customCategoryUpdateSchema = customCategoryCreateSchema.partial();
export type CustomCategoryUpdate = z.infer<typeof customCategoryUpdateSchema>;

/** An own category as the API answers it, alone and on the goals that carry it. */
export type CustomCategory = {
  id: string;
  name: string;
  icon: CategoryIconName;
  color: CategoryColor;
};

/** GET /api/me/categories: the member's own categories by name, and how many they may keep. */
export type CustomCategoryList = { categories: CustomCategory[]; limit: number };

/** The key a name is unique by for one member: two names differing only in case are one. */
export const categoryNameKey = (value: string) => value.trim().toLocaleLowerCase('en');
