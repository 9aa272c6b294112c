import { validator } from 'hono/validator';
import { idParamsSchema } from '../../common/params';
import { AppError } from '../errors';
import { withSchemaDoc } from './schema-doc';

/**
 * Path ids are checked before any query sees them: a value that cannot be an id of ours (a NUL
 * byte, a kilobyte of text) names nothing, so it is a 404 like any unknown id.
 */
export function idParams(...names: string[]) {
  const schema = idParamsSchema(names);
  const check = validator('param', (params) => {
    if (!schema.safeParse(params).success) throw new AppError('NOT_FOUND');
    return params;
  });
  return withSchemaDoc(check, 'param', schema);
}
