/**
 * `@docusaurus/useGlobalData`: the global data of the plugins the generator runs, in Docusaurus's shape. The docs
 * plugin's (`docusaurus-plugin-content-docs`, instance `default`): its path and versions, each with its main doc.
 */
import { useSite } from '../../theme/context.tsx';
import type { SiteData } from '../../shared/site.ts';

export function docsGlobalData(site: SiteData) {
  const latest = site.versions.find((v) => v.isLast) ?? site.versions[0];
  return {
    path: latest ? latest.path : site.baseUrl,
    versions: site.versions.map((v) => ({
      name: v.name,
      label: v.label,
      isLast: v.isLast,
      path: v.path,
      mainDocId: v.mainDocId,
      // The client knows each version's main doc; the full doc lists stay in the route manifests.
      docs: [{ id: v.mainDocId, path: v.mainDocPath, sidebar: undefined as string | undefined }],
      draftIds: [] as string[],
      sidebars: {} as Record<string, unknown>,
    })),
    breadcrumbs: true,
  };
}

export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return { 'docusaurus-plugin-content-docs': { default: docsGlobalData(useSite()) } };
}

export function useAllPluginInstancesData(pluginName: string): Record<string, unknown> {
  const data = useGlobalData()[pluginName];
  if (!data) throw new Error(`Docusaurus plugin global data not found for "${pluginName}": the generator runs the docs plugin only.`);
  return data;
}

export function usePluginData(pluginName: string, pluginId = 'default'): unknown {
  const data = useAllPluginInstancesData(pluginName)[pluginId];
  if (!data) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  return data;
}
