import type { Goal } from '@common/goals';
import type { Template, TemplateList } from '@common/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { TEMPLATES_QUERY_KEY } from './list-templates';

/** POST /api/bucket-list/:id/template: 201 with the template; 403 PRO_REQUIRED, 422 TEMPLATE_LIMIT_REACHED. */
export function saveTemplate(goal: Pick<Goal, 'id'>): Promise<Template> {
  return apiRequest<Template>('POST', requestPathFromKey(['api', 'bucket-list', goal.id, 'template']));
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    // Newest first, as the server lists them.
    onSuccess: (template) =>
      queryClient.setQueryData<TemplateList>(TEMPLATES_QUERY_KEY, (data) =>
        data ? { templates: [template, ...data.templates.filter((t) => t.id !== template.id)] } : data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }),
  });
}
