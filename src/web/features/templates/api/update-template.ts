import type { Template, TemplateList, TemplateUpdate } from '@common/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, requestPathFromKey } from '@web/lib/api-client';
import { TEMPLATES_QUERY_KEY } from './list-templates';

/** PATCH /api/templates/:id: the fields sent change; 403 PRO_REQUIRED without Pro. */
export function updateTemplate({ id, patch }: { id: string; patch: TemplateUpdate }): Promise<Template> {
  return apiRequest<Template>('PATCH', requestPathFromKey([...TEMPLATES_QUERY_KEY, id]), patch);
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplate,
    onSuccess: (template) =>
      queryClient.setQueryData<TemplateList>(TEMPLATES_QUERY_KEY, (data) =>
        data ? { templates: data.templates.map((t) => (t.id === template.id ? template : t)) } : data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }),
  });
}
