import type { Template, TemplateList } from '@common/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { TEMPLATES_QUERY_KEY } from './list-templates';

/** DELETE /api/templates/:id: 204; works on any plan. */
export async function deleteTemplate(template: Pick<Template, 'id'>): Promise<void> {
  await apiRequest<unknown>('DELETE', requestPathFromKey([...TEMPLATES_QUERY_KEY, template.id]));
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: (_, template) =>
      queryClient.setQueryData<TemplateList>(TEMPLATES_QUERY_KEY, (data) =>
        data ? { templates: data.templates.filter((t) => t.id !== template.id) } : data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }),
  });
}
