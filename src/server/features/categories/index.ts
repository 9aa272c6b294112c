export { myCategoriesRoutes } from './categories.routes';
export {
  assignableCategory,
  type CategoriesService,
  categoriesOfGoals,
  categoriesService,
} from './categories.service';
