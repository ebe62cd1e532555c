import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Runs the Lingui macro (t`…`, msg`…`, <Trans>) through Babel. Plugin-react 6 has no babel option and
 * @rolldown/plugin-babel needs Node 22.12, so this calls @babel/core itself (ADR 0020). It runs before
 * Vite strips the types, like that plugin did, and only on files that import a macro.
 */
export function linguiMacro(): Plugin {
  return {
    name: 'wms:lingui-macro',
    enforce: 'pre',
    transform: {
      filter: { id: /src[\\/]web[\\/].*\.tsx?(?:$|\?)/, code: /@lingui\/[a-z]+\/macro/ },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { sourceType: 'module', plugins: /\.tsx(?:$|\?)/.test(id) ? ['typescript', 'jsx'] : ['typescript'] },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
